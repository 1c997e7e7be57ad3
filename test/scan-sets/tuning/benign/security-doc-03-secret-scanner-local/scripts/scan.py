#!/usr/bin/env python3
import os, re, subprocess, sys

RULES = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN (RSA |EC |OPENSSH |)PRIVATE KEY-----"),
    "generic-secret": re.compile(r"(?i)(secret|password|api_key)\s*[:=]\s*['\"][^'\"]{12,}['\"]"),
}
SKIP = {".git", "node_modules", ".venv", "dist"}

def mask(s): return s[:4] + "…" if len(s) > 4 else "…"

def scan_text(label, text):
    for n, line in enumerate(text.splitlines(), 1):
        for rule, rx in RULES.items():
            m = rx.search(line)
            if m: print(f"{label}:{n}  {rule}  {mask(m.group(0))}")

def main():
    root = sys.argv[1]
    if "--history" in sys.argv:
        log = subprocess.run(["git", "-C", root, "log", "-p", "--all", "--no-color"], capture_output=True, text=True, errors="ignore").stdout
        scan_text("history", log); return
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP]
        for f in files:
            p = os.path.join(d, f)
            try:
                if os.path.getsize(p) < 2_000_000: scan_text(p, open(p, errors="ignore").read())
            except OSError: pass

if __name__ == "__main__":
    main()
