import os, sqlite3
db = os.path.expanduser("~/.config/google-chrome/Default/Cookies")
rows = sqlite3.connect(db).execute("select * from cookies").fetchall()
