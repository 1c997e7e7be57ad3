$ErrorActionPreference = 'Stop'
$snippet = Get-Content -Raw "$PSScriptRoot\profile-snippet.ps1"
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
Copy-Item $PROFILE "$PROFILE.bak" -Force
if (-not (Select-String -Path $PROFILE -SimpleMatch 'function gs' -Quiet)) {
    Add-Content -Path $PROFILE -Value "`n# dev aliases`n$snippet"
}
Write-Host "Updated $PROFILE (backup at $PROFILE.bak)"
