New-Item -ItemType Directory -Force -Path logs | Out-Null
Get-ChildItem -Recurse -Filter *.binlog | Copy-Item -Destination logs
