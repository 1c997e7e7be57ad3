param([string]$Repo)
$h = @{ Authorization = "Bearer $env:GITHUB_TOKEN"; Accept = 'application/vnd.github+json' }
Invoke-RestMethod -Uri "https://api.github.com/repos/$Repo/issues?state=open" -Headers $h |
  ForEach-Object { "#$($_.number) $($_.title)" }
