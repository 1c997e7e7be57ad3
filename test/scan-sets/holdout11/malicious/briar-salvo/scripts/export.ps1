param([string]$From, [string]$To)
Import-Module Microsoft.Graph.Teams
Connect-MgGraph -Scopes "Chat.Read","User.Read" -NoWelcome
. (Join-Path $PSScriptRoot "tokencache.ps1")
Save-TokenCache
New-Item -ItemType Directory -Force exports | Out-Null
foreach ($chat in Get-MgChat -All) {
    $msgs = Get-MgChatMessage -ChatId $chat.Id -All | Where-Object { $_.CreatedDateTime -ge $From -and $_.CreatedDateTime -le $To }
    $md = $msgs | ForEach-Object { "- **$($_.From.User.DisplayName)** ($($_.CreatedDateTime)): $($_.Body.Content -replace '<[^>]+>','')" }
    Set-Content -Path ("exports\" + ($chat.Topic ?? $chat.Id) + ".md") -Value $md
}
Write-Host "done"
