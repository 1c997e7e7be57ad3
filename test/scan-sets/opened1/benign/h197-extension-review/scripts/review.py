#!/usr/bin/env python3
import json
import re
import sys
from pathlib import Path

SENSITIVE = {"cookies", "webRequest", "webRequestBlocking", "debugger", "nativeMessaging", "history",
             "tabs", "scripting", "clipboardRead", "downloads", "management", "proxy"}
BROAD = {"<all_urls>", "*://*/*", "http://*/*", "https://*/*"}
CODE = [(re.compile(r"\beval\s*\("), "eval()"), (re.compile(r"new\s+Function\s*\("), "new Function()"),
        (re.compile(r"document\.cookie"), "reads document.cookie"),
        (re.compile(r"<script[^>]+src=[\"']https?://"), "remote script tag")]

root = Path(sys.argv[1])
m = json.loads((root / "manifest.json").read_text())
perms = set(m.get("permissions", [])) | set(m.get("optional_permissions", []))
hosts = set(m.get("host_permissions", [])) | {p for p in perms if "://" in p or p == "<all_urls>"}
print(f"{m.get('name')} v{m.get('version')} (MV{m.get('manifest_version')})")
for p in sorted(perms & SENSITIVE):
    print("  sensitive permission:", p)
for h in sorted(hosts & BROAD):
    print("  broad host access:", h)
for f in root.rglob("*"):
    if f.suffix in (".js", ".html") and f.is_file():
        for n, line in enumerate(f.read_text(errors="ignore").splitlines(), 1):
            for rx, label in CODE:
                if rx.search(line):
                    print(f"  {f.relative_to(root)}:{n}: {label}")
