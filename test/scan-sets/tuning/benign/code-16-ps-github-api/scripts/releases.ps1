param([Parameter(Mandatory)] [string] $Repo)
$headers = @{ Authorization = "Bearer $env:GITHUB_TOKEN"; Accept = 'application/vnd.github+json' }
$releases = Invoke-RestMethod -Uri "https://api.github.com/repos/$Repo/releases" -Headers $headers
$releases | Select-Object -First 5 tag_name, published_at | Format-Table
