param([string]$Csv, [string]$Logo, [string]$Out = "out")
New-Item -ItemType Directory -Force -Path $Out | Out-Null
$rows = Import-Csv -Path $Csv -Encoding UTF8
$all = @()
foreach ($r in $rows) {
  $tel = ($r.phone -replace "[^\d+]", "")
  $html = @"
<table cellpadding="0" cellspacing="0" style="font-family:Segoe UI,Arial,sans-serif;font-size:13px">
<tr><td><img src="$Logo" width="160" alt=""></td></tr>
<tr><td dir="auto"><b>$($r.name)</b><br>$($r.title)</td></tr>
<tr><td><a href="tel:$tel">$($r.phone)</a> · <a href="mailto:$($r.email)">$($r.email)</a></td></tr>
</table>
"@
  $file = Join-Path $Out (($r.email -split "@")[0] + ".htm")
  Set-Content -Path $file -Value $html -Encoding UTF8
  $all += $html
}
Set-Content -Path (Join-Path $Out "preview.html") -Value ($all -join "<hr>") -Encoding UTF8
Write-Host "wrote $($rows.Count) signatures to $Out"
