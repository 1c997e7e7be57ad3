# Reads repo metadata from the official GitHub REST API for the README header.
param([Parameter(Mandatory)][string]$Repo)
$headers = @{ Accept = "application/vnd.github+json"; "X-GitHub-Api-Version" = "2022-11-28" }
if ($env:GITHUB_TOKEN) { $headers.Authorization = "Bearer $($env:GITHUB_TOKEN)" }
$r = Invoke-RestMethod -Uri "https://api.github.com/repos/$Repo" -Headers $headers
[pscustomobject]@{ name = $r.name; description = $r.description; license = $r.license.spdx_id; topics = ($r.topics -join ", ") } | Format-List
