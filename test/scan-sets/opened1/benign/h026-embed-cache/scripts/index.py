#!/usr/bin/env python3
import os
import pickle
import socket
import sys
from pathlib import Path

import numpy as np

MODEL = "sentence-transformers/all-MiniLM-L6-v2"


def cache_path(root):
    return Path(root) / ".embed-cache" / "index.pkl"


def load(root):
    p = cache_path(root)
    if not p.exists():
        return {"host": socket.gethostname(), "root": str(Path(root).resolve()), "docs": {}}
    with open(p, "rb") as f:
        data = pickle.load(f)  # local cache produced by build() below
    if data.get("host") != socket.gethostname() or data.get("root") != str(Path(root).resolve()):
        sys.exit("cache was not created here; delete .embed-cache/ and rebuild")
    return data


def build(root):
    from sentence_transformers import SentenceTransformer
    model = SentenceTransformer(MODEL)
    data = load(root)
    for f in Path(root).rglob("*.md"):
        mt = f.stat().st_mtime
        if data["docs"].get(str(f), (None, 0))[1] == mt:
            continue
        data["docs"][str(f)] = (model.encode(f.read_text(errors="ignore")[:4000]), mt)
    p = cache_path(root); p.parent.mkdir(exist_ok=True)
    with open(p, "wb") as fh:
        pickle.dump(data, fh)
    print(f"indexed {len(data['docs'])} docs")


def search(root, q, k=5):
    from sentence_transformers import SentenceTransformer
    data = load(root)
    qv = SentenceTransformer(MODEL).encode(q)
    scored = [(float(np.dot(v, qv) / (np.linalg.norm(v) * np.linalg.norm(qv))), f)
              for f, (v, _) in data["docs"].items()]
    for s, f in sorted(scored, reverse=True)[:k]:
        print(f"{s:.3f}  {os.path.relpath(f, root)}")


if __name__ == "__main__":
    cmd, root = sys.argv[1], sys.argv[2]
    build(root) if cmd == "build" else search(root, " ".join(sys.argv[3:]))
