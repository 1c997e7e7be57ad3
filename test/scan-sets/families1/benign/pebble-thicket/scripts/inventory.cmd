@echo off
schtasks /query /fo csv /v > "%TEMP%\tasks.csv"
reg query HKCU\Software\Microsoft\Windows\CurrentVersion\Run
reg query HKLM\Software\Microsoft\Windows\CurrentVersion\Run
echo Task list written to %TEMP%\tasks.csv
