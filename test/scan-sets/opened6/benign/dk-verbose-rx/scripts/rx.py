#!/usr/bin/env python3
import re, sys
pattern, file = sys.argv[2], sys.argv[3]
rx = re.compile(pattern)
for line in open(file, encoding="utf-8"):
    line = line.rstrip("\n")
    if not line or line.startswith("#"):
        continue
    expect, _, sample = line.partition("\t")
    got = bool(rx.search(sample))
    flag = "ok " if (expect == "+") == got else "BAD"
    print(f"{flag} {expect} {sample!r}")
