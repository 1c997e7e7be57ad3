$ErrorActionPreference = 'Stop'
$packages = @('Git.Git', 'Microsoft.VisualStudioCode', 'OpenJS.NodeJS.LTS', 'Python.Python.3.12',
              'Docker.DockerDesktop', 'Microsoft.WindowsTerminal')
Write-Host "Will install:`n  $($packages -join "`n  ")"
if ((Read-Host 'Proceed? (y/N)') -ne 'y') { exit 1 }
foreach ($p in $packages) {
  winget install --id $p --exact --source winget --accept-package-agreements --accept-source-agreements --silent
}
git config --global core.autocrlf input
git config --global init.defaultBranch main
git config --global pull.rebase true
Write-Host 'Done. Sign out and back in to refresh PATH.'
