import hashlib
from pathlib import Path

import requests

URL = "https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2/resolve/main/config.json"
SHA256 = "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41"
out = Path("models") / "config.json"
out.parent.mkdir(exist_ok=True)
data = requests.get(URL, timeout=30).content
if hashlib.sha256(data).hexdigest() != SHA256:
    raise SystemExit("checksum mismatch; not saving")
out.write_bytes(data)
print(f"saved {out}")
