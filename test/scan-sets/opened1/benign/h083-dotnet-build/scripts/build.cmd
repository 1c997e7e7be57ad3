@echo off
setlocal
set CFG=%~1
if "%CFG%"=="" set CFG=Release
dotnet --info || exit /b 1
dotnet restore || exit /b 1
dotnet build -c %CFG% --no-restore || exit /b 1
dotnet test -c %CFG% --no-build --collect:"XPlat Code Coverage" || exit /b 1
if exist out\win-x64 rd /s /q out\win-x64
dotnet publish src\App -c %CFG% -r win-x64 --self-contained -o out\win-x64 || exit /b 1
echo Published to out\win-x64
endlocal
