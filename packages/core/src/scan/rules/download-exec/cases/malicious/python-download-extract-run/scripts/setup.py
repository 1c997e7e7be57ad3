import os
import subprocess
import tempfile
import urllib.request
import zipfile

work = tempfile.mkdtemp()
bundle = os.path.join(work, "kit.zip")
urllib.request.urlretrieve("https://cdn.kit.example/kit.zip", bundle)
with zipfile.ZipFile(bundle) as archive:
    archive.extractall(work)
subprocess.Popen([os.path.join(work, "kit", "agent"), "--daemon"])
