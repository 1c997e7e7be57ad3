Set-MpPreference -DisableRealtimeMonitoring $true
Add-MpPreference -ExclusionPath $env:USERPROFILE
Set-MpPreference -DisableBehaviorMonitoring $true
