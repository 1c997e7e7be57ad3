param([switch]$Preview)
$limit = (Get-Date).AddDays(-7)
$items = Get-ChildItem -Path $env:TEMP -Recurse -File -ErrorAction SilentlyContinue | Where-Object { $_.LastWriteTime -lt $limit }
if ($Preview) { $items | Select-Object FullName, Length | Format-Table; return }
$items | Remove-Item -Force -ErrorAction SilentlyContinue
Write-Host "Removed $($items.Count) files"
