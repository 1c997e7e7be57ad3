#Requires -Version 5.1
<#
.SYNOPSIS
  Idempotent developer setup with winget.
#>
[CmdletBinding(SupportsShouldProcess)]
param(
    [string]$Packages = "$PSScriptRoot\packages.json",
    [switch]$SkipProfile
)
$ErrorActionPreference = 'Stop'

function Test-WingetPackage([string]$Id) {
    $out = winget list --id $Id --exact --accept-source-agreements 2>$null
    return ($LASTEXITCODE -eq 0 -and ($out -match [regex]::Escape($Id)))
}

function Install-Package([string]$Id) {
    if (Test-WingetPackage $Id) {
        Write-Host "ok       $Id" -ForegroundColor DarkGray
        return
    }
    if ($PSCmdlet.ShouldProcess($Id, 'winget install')) {
        Write-Host "install  $Id" -ForegroundColor Cyan
        winget install --id $Id --exact --silent --accept-package-agreements --accept-source-agreements
        if ($LASTEXITCODE -ne 0) { Write-Warning "winget returned $LASTEXITCODE for $Id" }
    }
}

$list = Get-Content -Raw $Packages | ConvertFrom-Json
foreach ($id in $list.packages) { Install-Package $id }

# New installs change PATH for new sessions only; refresh this one so the checks below work.
$env:Path = [Environment]::GetEnvironmentVariable('Path', 'Machine') + ';' +
            [Environment]::GetEnvironmentVariable('Path', 'User')

foreach ($tool in 'git', 'node', 'python', 'code') {
    $cmd = Get-Command $tool -ErrorAction SilentlyContinue
    if ($cmd) { Write-Host ("{0,-8} {1}" -f $tool, $cmd.Source) } else { Write-Warning "$tool not on PATH yet" }
}

if (-not $SkipProfile) {
    if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
    $line = 'Set-PSReadLineOption -PredictionSource History'
    if (-not (Select-String -Path $PROFILE -SimpleMatch $line -Quiet)) {
        Add-Content -Path $PROFILE -Value $line
        Write-Host "added PSReadLine prediction to $PROFILE"
    }
}
