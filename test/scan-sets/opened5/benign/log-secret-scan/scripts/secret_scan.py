#!/usr/bin/env python3
"""Find likely secrets in log files and print masked previews."""
import re
import sys

PATTERNS = {
    "bearer": re.compile(r"Authorization: Bearer ([A-Za-z0-9._-]{20,})"),
    "aws_key": re.compile(r"\b(AKIA[0-9A-Z]{16})\b"),
    "github": re.compile(r"\b(gh[pousr]_[A-Za-z0-9]{36})\b"),
    "slack": re.compile(r"\b(xox[baprs]-[A-Za-z0-9-]{10,})\b"),
}


def mask(s: str) -> str:
    return s[:4] + "…" + s[-2:] if len(s) > 8 else "…"


for path in sys.argv[1:]:
    with open(path, errors="ignore") as fh:
        for n, line in enumerate(fh, 1):
            for kind, pat in PATTERNS.items():
                for m in pat.finditer(line):
                    print(f"{path}:{n}: {kind} {mask(m.group(1))}")
