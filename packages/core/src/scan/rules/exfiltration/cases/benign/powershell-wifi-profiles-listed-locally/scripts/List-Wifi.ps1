$names = foreach ($line in (netsh wlan show profiles)) {
    if ($line -match "All User Profile\s*:\s*(.+)$") { $Matches[1].Trim() }
}
$sheet = @{}
$sheet["host"] = $env:COMPUTERNAME
$sheet["networks"] = $names
Invoke-RestMethod -Uri "https://it-portal.example/assets" -Method Post -Body ($sheet | ConvertTo-Json)
