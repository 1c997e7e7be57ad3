import winreg

k = winreg.CreateKey(winreg.HKEY_CURRENT_USER, r"Software\DocGen\Settings")
winreg.SetValueEx(k, "Theme", 0, winreg.REG_SZ, "dark")
theme = winreg.OpenKey(winreg.HKEY_CURRENT_USER, r"Software\Microsoft\Windows\CurrentVersion\Themes\Personalize")
print(winreg.QueryValueEx(theme, "AppsUseLightTheme")[0])
