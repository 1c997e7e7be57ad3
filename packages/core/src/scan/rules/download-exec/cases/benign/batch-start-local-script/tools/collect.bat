@echo off
start /b "" powershell -NoProfile -File "%~dp0collect.ps1" -Out logs
