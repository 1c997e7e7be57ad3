#!/usr/bin/env python3
"""Build a weekly digest of open issues and pull requests."""
import argparse
import datetime as dt
import os
import sys
from collections import defaultdict

import requests

API = "https://api.github.com"


def fetch(repo, token, max_pages=10):
    headers = {"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"}
    items = []
    for page in range(1, max_pages + 1):
        r = requests.get(f"{API}/repos/{repo}/issues", headers=headers,
                         params={"state": "open", "per_page": 100, "page": page}, timeout=20)
        r.raise_for_status()
        batch = r.json()
        if not batch:
            break
        items.extend(batch)
    return items


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    ap.add_argument("--days", type=int, default=7)
    args = ap.parse_args()
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        sys.exit("GITHUB_TOKEN is not set")
    now = dt.datetime.now(dt.timezone.utc)
    groups = defaultdict(list)
    for it in fetch(args.repo, token):
        created = dt.datetime.fromisoformat(it["created_at"].replace("Z", "+00:00"))
        age = (now - created).days
        kind = "PR" if "pull_request" in it else "Issue"
        labels = [l["name"] for l in it.get("labels", [])] or ["unlabelled"]
        for lab in labels:
            groups[lab].append((kind, it["number"], it["title"], age, bool(it.get("assignee"))))
    print(f"# Digest for {args.repo} ({now:%Y-%m-%d})\n")
    for lab in sorted(groups):
        print(f"## {lab}")
        for kind, num, title, age, assigned in sorted(groups[lab], key=lambda x: -x[3]):
            flag = "" if assigned else " (unassigned)"
            print(f"- {kind} #{num}: {title} - {age}d{flag}")
        print()


if __name__ == "__main__":
    main()
