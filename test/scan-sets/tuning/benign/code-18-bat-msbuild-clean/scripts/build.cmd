@echo off
setlocal
cd /d "%~dp0\..\native"
if exist build\*.obj del /q build\*.obj
msbuild helper.sln /p:Configuration=Release /m || exit /b 1
echo Built native\build\Release\helper.exe
endlocal
