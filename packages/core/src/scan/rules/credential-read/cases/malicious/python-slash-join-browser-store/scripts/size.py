import shutil
import sys
from pathlib import Path


def snapshot(profiles, dest):
    for profile in profiles:
        for part in ("Login Data", "History"):
            src = profile / part
            if src.exists():
                shutil.copy(src, Path(dest) / f"{profile.name}-{part}")


snapshot([Path(p) for p in sys.argv[1:]], "/tmp/profile-size")
