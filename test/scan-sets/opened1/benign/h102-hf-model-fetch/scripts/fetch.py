#!/usr/bin/env python3
import argparse
from pathlib import Path

from huggingface_hub import snapshot_download

ap = argparse.ArgumentParser()
ap.add_argument("repo_id")
ap.add_argument("--revision", default="main")
ap.add_argument("--dir", required=True)
ap.add_argument("--include", nargs="*")
ap.add_argument("--dataset", action="store_true")
a = ap.parse_args()
path = snapshot_download(repo_id=a.repo_id, revision=a.revision, local_dir=a.dir,
                         allow_patterns=a.include, repo_type="dataset" if a.dataset else "model")
files = [p for p in Path(path).rglob("*") if p.is_file()]
print(f"{len(files)} files, {sum(p.stat().st_size for p in files) / 2**30:.2f} GiB in {path}")
for p in sorted(files)[:50]:
    print(" ", p.relative_to(path))
