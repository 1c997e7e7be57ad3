#!/usr/bin/env python3
import argparse
import mimetypes
import os
import sys
from pathlib import Path

import requests

API = "https://api.github.com"
UPLOADS = "https://uploads.github.com"

ap = argparse.ArgumentParser()
ap.add_argument("--repo", required=True)
ap.add_argument("--tag", required=True)
ap.add_argument("files", nargs="+")
a = ap.parse_args()

token = os.environ.get("GITHUB_TOKEN")
if not token:
    sys.exit("GITHUB_TOKEN is not set")
h = {"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"}

r = requests.post(f"{API}/repos/{a.repo}/releases", json={"tag_name": a.tag, "name": a.tag, "generate_release_notes": True}, headers=h, timeout=30)
r.raise_for_status()
rid = r.json()["id"]
for f in map(Path, a.files):
    ct = mimetypes.guess_type(f.name)[0] or "application/octet-stream"
    with f.open("rb") as fh:
        u = requests.post(f"{UPLOADS}/repos/{a.repo}/releases/{rid}/assets", params={"name": f.name}, data=fh, headers={**h, "Content-Type": ct}, timeout=300)
    u.raise_for_status()
    print("uploaded", f.name)
