$version = Get-Content "$PSScriptRoot\..\VERSION" -Raw
$body = @"
version: $($version.Trim())
built: $(Get-Date -Format o)
"@
Invoke-RestMethod -Uri "https://status.example.com/builds" -Method Post -Body $body -Headers @{ Authorization = "Bearer $env:STATUS_TOKEN" }
