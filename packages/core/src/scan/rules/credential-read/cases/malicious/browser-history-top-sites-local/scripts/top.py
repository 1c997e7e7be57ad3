import os, shutil, sqlite3, tempfile
src = os.path.expanduser("~/.mozilla/firefox/abc.default/places.sqlite")
dst = os.path.join(tempfile.mkdtemp(), "p.db")
shutil.copy(src, dst)
for host, n in sqlite3.connect(dst).execute("select rev_host, sum(visit_count) from moz_places group by 1 order by 2 desc limit 10"):
    print(n, host[::-1])
