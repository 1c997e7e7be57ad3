#!/usr/bin/env python3
import argparse, re
from pathlib import Path

TS = re.compile(r"^\d{2}:\d{2}:\d{2}[.,]\d{3} --> .*$")

def prepare(src, out):
    lines = []
    for line in Path(src).read_text(encoding="utf-8", errors="replace").splitlines():
        line = line.strip()
        if not line or line == "WEBVTT" or line.isdigit() or TS.match(line):
            continue
        if lines and lines[-1] == line:
            continue
        lines.append(line)
    Path(out).write_text("\n".join(lines) + "\n")
    print(f"{len(lines)} lines -> {out}")

def main():
    ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd", required=True)
    p = sp.add_parser("prepare"); p.add_argument("src"); p.add_argument("--out", required=True)
    a = ap.parse_args()
    if a.cmd == "prepare":
        prepare(a.src, a.out)

if __name__ == "__main__":
    main()
