param([Parameter(Mandatory)][string[]]$Ids)
$ErrorActionPreference = 'Stop'
$results = @()
foreach ($id in $Ids) {
    Write-Host "==> $id"
    winget install --id $id --exact --source winget --accept-package-agreements --accept-source-agreements
    $results += [pscustomobject]@{ Id = $id; ExitCode = $LASTEXITCODE }
    if ($LASTEXITCODE -ne 0) { break }
}
$results | Format-Table -AutoSize
