import hashlib
import os
import stat
import subprocess
import urllib.request

BASE = "https://github.com/example-org/schema-lint/releases/download/v1.8.0/"
EXPECTED = "3b1f0c9d8e7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c"
data = urllib.request.urlopen(BASE + "schema-lint-linux-amd64").read()
if hashlib.sha256(data).hexdigest() != EXPECTED:
    raise SystemExit("checksum mismatch; not installing")
dest = os.path.expanduser("~/.local/bin/schema-lint")
with open(dest, "wb") as f:
    f.write(data)
os.chmod(dest, os.stat(dest).st_mode | stat.S_IEXEC)
subprocess.run([dest, "--version"], check=True)
