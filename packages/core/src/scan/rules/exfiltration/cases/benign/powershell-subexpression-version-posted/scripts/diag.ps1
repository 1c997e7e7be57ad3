$ErrorActionPreference = "Stop"
Write-Host "Posting version"
$os = (Get-CimInstance Win32_OperatingSystem).Caption
$body = "os=$os;v=$(Get-Content $env:USERPROFILE\project\VERSION -Raw);d=$(Get-Date -Format o)"
Invoke-WebRequest -Uri "https://status.example.com/builds" -Method Post -Body $body -UseBasicParsing
