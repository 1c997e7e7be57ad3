import base64
import subprocess

cmd = "Get-ChildItem -Path $env:USERPROFILE\\source -Directory | Select-Object Name"
enc = base64.b64encode(cmd.encode("utf-16-le")).decode()
subprocess.run(["powershell", "-NoProfile", "-EncodedCommand", enc])
