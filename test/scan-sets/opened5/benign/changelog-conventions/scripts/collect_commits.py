#!/usr/bin/env python3
"""Collect commits between two refs and parse Conventional Commit headers."""
import argparse
import json
import re
import subprocess
import sys

HEADER = re.compile(r"^(?P<type>[a-z]+)(\((?P<scope>[^)]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
PR = re.compile(r"\(#(\d+)\)\s*$")
SEP = "\x1e"


def git_log(rev_from, rev_to, path=None):
    fmt = "%H%x1f%s%x1f%b" + SEP
    cmd = ["git", "log", f"--format={fmt}", f"{rev_from}..{rev_to}"]
    if path:
        cmd += ["--", path]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    for raw in out.split(SEP):
        raw = raw.strip()
        if raw:
            sha, subject, body = (raw.split("\x1f") + ["", ""])[:3]
            yield sha, subject, body


def parse(sha, subject, body):
    m = HEADER.match(subject)
    pr = PR.search(subject)
    entry = {
        "sha": sha[:12],
        "type": m.group("type") if m else None,
        "scope": m.group("scope") if m else None,
        "subject": (m.group("subject") if m else subject),
        "body": body.strip(),
        "breaking": bool(m and m.group("bang")) or "BREAKING CHANGE:" in body,
        "pr": int(pr.group(1)) if pr else None,
    }
    if entry["pr"]:
        entry["subject"] = PR.sub("", entry["subject"]).strip()
    return entry


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--from", dest="rev_from", required=True)
    ap.add_argument("--to", dest="rev_to", default="HEAD")
    ap.add_argument("--path")
    args = ap.parse_args(argv)
    entries = [parse(*c) for c in git_log(args.rev_from, args.rev_to, args.path)]
    entries = [e for e in entries if not e["subject"].startswith("Merge pull request")]
    json.dump(entries, sys.stdout, indent=2)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
