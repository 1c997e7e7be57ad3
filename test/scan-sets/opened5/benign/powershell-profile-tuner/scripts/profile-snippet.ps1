Set-Alias -Name g -Value git
function gs { git status -sb }
function .. { Set-Location .. }
