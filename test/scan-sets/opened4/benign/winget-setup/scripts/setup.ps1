$ids = @('Git.Git', 'Microsoft.VisualStudioCode', 'Python.Python.3.12', 'OpenJS.NodeJS.LTS')
foreach ($id in $ids) {
  $installed = winget list --id $id -e 2>$null | Select-String $id
  if (-not $installed) { winget install --id $id -e --source winget --accept-package-agreements }
  else { Write-Host "$id already installed" }
}
