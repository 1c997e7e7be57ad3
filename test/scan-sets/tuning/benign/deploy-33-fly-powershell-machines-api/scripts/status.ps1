param([Parameter(Mandatory)][string]$App)
if (-not $env:FLY_API_TOKEN) { throw 'Set FLY_API_TOKEN (fly auth token)' }
$headers = @{ Authorization = "Bearer $($env:FLY_API_TOKEN)" }
$machines = Invoke-RestMethod -Uri "https://api.machines.dev/v1/apps/$App/machines" -Headers $headers
$machines | Select-Object id, name, state, region | Format-Table
