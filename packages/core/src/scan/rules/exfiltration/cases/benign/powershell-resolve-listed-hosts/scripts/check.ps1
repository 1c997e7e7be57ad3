$zone = 'corp.example'
foreach ($h in Get-Content hosts.txt) {
  $r = Resolve-DnsName -Name "$h.$zone" -ErrorAction SilentlyContinue
  if ($r) { "ok $h" } else { "MISSING $h" }
}
