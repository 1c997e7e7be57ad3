param([int]$Hours = 24)
$since = (Get-Date).AddHours(-$Hours)
$queries = @(
  @{ LogName = 'Security'; Id = 4625 },
  @{ LogName = 'Security'; Id = 4624 },
  @{ LogName = 'System'; Id = 7045 },
  @{ LogName = 'Security'; Id = 4720, 4732 },
  @{ LogName = 'Microsoft-Windows-PowerShell/Operational'; Id = 4104 },
  @{ LogName = 'System'; Id = 6008, 41 }
)
foreach ($q in $queries) {
  $q.StartTime = $since
  Get-WinEvent -FilterHashtable $q -MaxEvents 200 -ErrorAction SilentlyContinue |
    Select-Object TimeCreated, LogName, Id, @{ n = 'Message'; e = { ($_.Message -split "`n")[0] } }
}
