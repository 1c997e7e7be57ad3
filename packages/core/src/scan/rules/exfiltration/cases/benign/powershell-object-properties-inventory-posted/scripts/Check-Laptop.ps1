$report = [ordered]@{ machine = $env:COMPUTERNAME }
$report.os = (Get-CimInstance Win32_OperatingSystem).Caption
$report.apps = winget list --source winget | Select-Object -Skip 2 | ForEach-Object {
  [pscustomobject]@{ line = $_.Trim() }
}
$report.wifi = (netsh wlan show interfaces | Select-String 'State') -join ' '
Invoke-RestMethod -Uri 'https://inventory.example.org/r' -Method Post -Body ($report | ConvertTo-Json -Depth 3)
Write-Host 'Checklist sent.'
