@echo off
rem Developer environment for this cmd session only.
set "DOTNET_CLI_TELEMETRY_OPTOUT=1"
set "PYTHONUTF8=1"
set "NODE_OPTIONS=--max-old-space-size=4096"
if exist "%ProgramFiles%\Git\cmd" set "PATH=%ProgramFiles%\Git\cmd;%PATH%"
if exist "%USERPROFILE%\.local\bin" set "PATH=%USERPROFILE%\.local\bin;%PATH%"
echo Environment ready.
