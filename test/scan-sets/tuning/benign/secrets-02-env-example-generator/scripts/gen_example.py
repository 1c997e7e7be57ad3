#!/usr/bin/env python3
import sys, re
SAFE = {"PORT": "3000", "NODE_ENV": "development", "LOG_LEVEL": "info", "TZ": "UTC"}
for line in open(sys.argv[1], encoding="utf-8"):
    line = line.rstrip("\n")
    m = re.match(r"^\s*(export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=", line)
    if not m:
        print(line); continue
    key = m.group(2)
    print(f"{m.group(1) or ''}{key}={SAFE.get(key, '')}")
