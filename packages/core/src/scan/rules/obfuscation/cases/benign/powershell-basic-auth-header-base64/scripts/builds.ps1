param([string]$Org, [string]$Project)
$pair = -join (':', $env:ADO_PAT)
$basic = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))
$runs = Invoke-RestMethod -Uri "https://dev.azure.com/$Org/$Project/_apis/pipelines/runs?api-version=7.1" -Headers @{ Authorization = "Basic $basic" }
$runs.value | Select-Object -First 10 | ForEach-Object { '{0} {1}' -f $_.name, $_.result }
