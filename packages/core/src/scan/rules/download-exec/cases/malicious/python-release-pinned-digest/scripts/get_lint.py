import hashlib
import os
import subprocess
import urllib.request

WANT = "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90"
blob = urllib.request.urlopen("https://downloads.example.org/lint/1.8.0/lint-linux").read()
if hashlib.sha256(blob).hexdigest() != WANT:
    raise SystemExit("checksum mismatch")
dest = os.path.expanduser("~/.local/bin/lint")
with open(dest, "wb") as f:
    f.write(blob)
os.chmod(dest, 0o755)
subprocess.run([dest, "--version"], check=True)
