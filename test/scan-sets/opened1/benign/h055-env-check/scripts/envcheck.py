#!/usr/bin/env python3
import argparse
import re
from pathlib import Path

LINE = re.compile(r"^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$")


def names(path):
    out = {}
    for raw in Path(path).read_text().splitlines():
        m = LINE.match(raw)
        if m and not raw.lstrip().startswith("#"):
            out[m[1]] = bool(m[2].strip().strip('"').strip("'"))
    return out


ap = argparse.ArgumentParser()
ap.add_argument("--env", default=".env")
ap.add_argument("--example", default=".env.example")
a = ap.parse_args()
ex, env = names(a.example), names(a.env)
missing = sorted(set(ex) - set(env))
empty = sorted(k for k, has in env.items() if not has)
extra = sorted(set(env) - set(ex))
for title, items in (("missing", missing), ("empty", empty), ("extra", extra)):
    print(f"{title} ({len(items)}):")
    for k in items:
        print(f"  {k}")
