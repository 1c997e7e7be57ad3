Write-Host theme
