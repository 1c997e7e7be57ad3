param([Parameter(Mandatory)][string[]]$Ids)
foreach ($id in $Ids) {
  Write-Host "Installing $id"
  winget install --id $id --exact --source winget --accept-package-agreements --accept-source-agreements
  if ($LASTEXITCODE -ne 0) { Write-Warning "$id failed ($LASTEXITCODE)" }
}
