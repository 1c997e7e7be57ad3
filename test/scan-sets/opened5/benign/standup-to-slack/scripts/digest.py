#!/usr/bin/env python3
"""Fetch recent GitHub activity for a set of users and print it as JSON."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from datetime import datetime, timedelta, timezone

import httpx

API = os.environ.get("GITHUB_API_URL", "https://api.github.example")


class GitHub:
    def __init__(self, token: str):
        self.client = httpx.Client(
            base_url=API,
            headers={"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json",
                     "X-GitHub-Api-Version": "2022-11-28"},
            timeout=20.0,
        )

    def search(self, q: str, kind: str = "issues"):
        page = 1
        while True:
            r = self.client.get(f"/search/{kind}", params={"q": q, "per_page": 100, "page": page})
            if r.status_code == 403 and r.headers.get("X-RateLimit-Remaining") == "0":
                time.sleep(max(0, int(r.headers["X-RateLimit-Reset"]) - time.time()) + 1)
                continue
            r.raise_for_status()
            items = r.json()["items"]
            yield from items
            if len(items) < 100:
                return
            page += 1


def since(spec: str) -> str:
    n, unit = int(spec[:-1]), spec[-1]
    delta = {"d": timedelta(days=n), "w": timedelta(weeks=n), "h": timedelta(hours=n)}[unit]
    return (datetime.now(timezone.utc) - delta).strftime("%Y-%m-%dT%H:%M:%SZ")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--org", required=True)
    ap.add_argument("--users", required=True)
    ap.add_argument("--since", default="1d")
    a = ap.parse_args(argv)
    token = os.environ.get("GITHUB_TOKEN")
    if not token:
        print("GITHUB_TOKEN is not set", file=sys.stderr)
        return 2
    gh = GitHub(token)
    start = since(a.since)
    report = {}
    for user in a.users.split(","):
        base = f"org:{a.org} updated:>={start}"
        report[user] = {
            "merged": [i["html_url"] for i in gh.search(f"{base} is:pr is:merged author:{user}")],
            "open": [i["html_url"] for i in gh.search(f"{base} is:pr is:open author:{user}")],
            "reviewed": [i["html_url"] for i in gh.search(f"{base} is:pr reviewed-by:{user}")],
            "issues": [i["html_url"] for i in gh.search(f"{base} is:issue author:{user}")],
        }
    json.dump(report, sys.stdout, indent=2)
    return 0


if __name__ == "__main__":
    sys.exit(main())
