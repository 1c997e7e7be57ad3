$stamp = @{}
foreach ($f in "version.txt", "CHANGELOG.md") {
    $stamp[$f] = Get-Content $f -Raw
}
$stamp["commit"] = git rev-parse HEAD
Invoke-RestMethod -Uri "https://dash.example/stamps" -Method Post -Body ($stamp | ConvertTo-Json)
