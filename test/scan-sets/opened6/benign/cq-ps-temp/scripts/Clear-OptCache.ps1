# Removes this skill's own temporary conversion files older than 7 days.
$cache = Join-Path $env:TEMP "image-optimiser"
if (-not (Test-Path $cache)) { Write-Host "no cache"; return }
$old = Get-ChildItem -Path $cache -File -Recurse | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-7) }
$old | Select-Object FullName, Length | Format-Table -AutoSize
$old | Remove-Item -WhatIf:$false -Confirm
