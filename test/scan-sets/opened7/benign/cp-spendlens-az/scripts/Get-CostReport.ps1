param([int]$Months = 2)
$ErrorActionPreference = 'Stop'
$subs = az account list --query "[?state=='Enabled'].id" -o tsv
$rows = foreach ($s in $subs) {
  $from = (Get-Date -Day 1).AddMonths(-$Months).ToString('yyyy-MM-dd')
  $to = (Get-Date).ToString('yyyy-MM-dd')
  $body = @{ type = 'ActualCost'; timeframe = 'Custom'; timePeriod = @{ from = $from; to = $to }
             dataset = @{ granularity = 'Monthly'; aggregation = @{ cost = @{ name = 'Cost'; function = 'Sum' } }
                          grouping = @(@{ type = 'Dimension'; name = 'ResourceGroupName' }, @{ type = 'Dimension'; name = 'ServiceName' }) } } | ConvertTo-Json -Depth 6 -Compress
  $r = az rest --method post --url "https://management.azure.com/subscriptions/$s/providers/Microsoft.CostManagement/query?api-version=2023-11-01" --body $body | ConvertFrom-Json
  foreach ($row in $r.properties.rows) { [pscustomobject]@{ Sub = $s; Cost = $row[0]; Month = $row[1]; RG = $row[2]; Service = $row[3] } }
}
$rows | Export-Csv -NoTypeInformation cost.csv
$rows | Group-Object RG | ForEach-Object { [pscustomobject]@{ RG = $_.Name; Cost = ($_.Group | Measure-Object Cost -Sum).Sum } } |
  Sort-Object Cost -Descending | Select-Object -First 10 | Format-Table
