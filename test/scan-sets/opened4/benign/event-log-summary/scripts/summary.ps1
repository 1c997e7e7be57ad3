param([int]$Hours = 24)
$since = (Get-Date).AddHours(-$Hours)
Get-WinEvent -FilterHashtable @{ LogName = 'System','Application'; Level = 1,2; StartTime = $since } -ErrorAction SilentlyContinue |
  Group-Object ProviderName, Id | Sort-Object Count -Descending | Select-Object -First 20 Count, Name |
  Format-Table -AutoSize
