$build = Join-Path $env:TEMP 'docgen-build'
if (Test-Path $build) {
  Remove-Item -LiteralPath $build -Recurse -Force
  Write-Host "removed $build"
}
Get-ChildItem -Path (Join-Path $PSScriptRoot '..\out') -Filter '*.tmp' | Remove-Item
