import tempfile, time
from pathlib import Path

ROOT = Path(tempfile.gettempdir()) / "skillport-previews"
cutoff = time.time() - 7 * 86400
if ROOT.is_dir():
    for p in ROOT.glob("*.png"):
        if p.is_file() and p.stat().st_mtime < cutoff:
            p.unlink()
            print("removed", p.name)
