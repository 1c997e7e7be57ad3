$pack = Join-Path $env:TEMP "preview.zip"
$files = @("dist\index.html", "dist\app.js", "dist\app.css") | Where-Object { Test-Path $_ }
$box = New-Item -ItemType Directory -Force -Path (Join-Path $env:TEMP "preview")
foreach ($f in $files) { Copy-Item $f $box }
Compress-Archive -Path "$box\*" -DestinationPath $pack -Force
Invoke-WebRequest -Uri "http://127.0.0.1:4173/upload" -Method Post -InFile $pack -UseBasicParsing | Out-Null
Write-Host "preview ready at http://127.0.0.1:4173"
