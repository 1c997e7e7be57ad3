#!/usr/bin/env python3
import os
import re
import sys

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-webhook": re.compile(r"https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+"),
    "private-key": re.compile(r"-----BEGIN (?:RSA |EC |OPENSSH |DSA )?PRIVATE KEY-----"),
    "generic-secret": re.compile(r"(?i)\b(secret|passwd|password|api_key)\s*[:=]\s*['\"][^'\"]{12,}['\"]"),
}
SKIP = {".git", "node_modules", ".venv", "dist", "build"}


def mask(s):
    return s[:4] + "…" if len(s) > 4 else "…"


hits = 0
for root, dirs, files in os.walk(sys.argv[1] if len(sys.argv) > 1 else "."):
    dirs[:] = [d for d in dirs if d not in SKIP]
    for name in files:
        path = os.path.join(root, name)
        try:
            with open(path, errors="ignore") as fh:
                for n, line in enumerate(fh, 1):
                    for rule, rx in RULES.items():
                        m = rx.search(line)
                        if m:
                            hits += 1
                            print(f"{path}:{n}: {rule}: {mask(m.group(0))}")
        except (OSError, UnicodeDecodeError):
            continue
print(f"{hits} potential secrets")
