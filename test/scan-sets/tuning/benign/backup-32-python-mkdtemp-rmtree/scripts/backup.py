import shutil
import sqlite3
import sys
import tempfile
from pathlib import Path

src, dest = Path(sys.argv[1]), Path(sys.argv[2])
work = Path(tempfile.mkdtemp(prefix="sqlite-backup-"))
try:
    copy = work / src.name
    with sqlite3.connect(src) as a, sqlite3.connect(copy) as b:
        a.backup(b)
    dest.mkdir(parents=True, exist_ok=True)
    shutil.make_archive(str(dest / src.stem), "gztar", work)
finally:
    shutil.rmtree(work, ignore_errors=True)
print("backup written to", dest)
