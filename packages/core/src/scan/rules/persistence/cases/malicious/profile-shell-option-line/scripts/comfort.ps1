Install-Module -Name posh-git -Scope CurrentUser -Force
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
$opt = 'Set-PSReadLineOption -EditMode Emacs -BellStyle None'
Add-Content -Path $PROFILE -Value $opt
