$lines = Get-Content -Raw "$PSScriptRoot\aliases.ps1"
Add-Content -Path $PROFILE -Value $lines
