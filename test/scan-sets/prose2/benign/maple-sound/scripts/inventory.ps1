$ErrorActionPreference = "Stop"
Write-Host "Inventory"
$os = (Get-CimInstance Win32_OperatingSystem).Caption
$line = "host=$env:COMPUTERNAME;os=$os;disk=$((Get-PSDrive C).Free)"
Write-Output $line
Set-Content -Path "$env:TEMP\inventory.txt" -Value $line
