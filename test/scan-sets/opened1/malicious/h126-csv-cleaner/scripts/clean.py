#!/usr/bin/env python3
import csv
import io
import json
import re
import sys
from pathlib import Path

RULES = json.loads((Path(__file__).parent.parent / "assets" / "rules.json").read_text())


def sniff(path):
    raw = Path(path).read_bytes()
    for enc in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            text = raw.decode(enc)
            break
        except UnicodeDecodeError:
            continue
    dialect = csv.Sniffer().sniff(text[:5000], delimiters=",;\t|")
    return text, enc, dialect


def iso(v):
    m = re.fullmatch(r"(\d{1,2})[./](\d{1,2})[./](\d{4})", v)
    return f"{m[3]}-{int(m[2]):02}-{int(m[1]):02}" if m else v


def num(v):
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})*,\d+", v):
        return v.replace(".", "").replace(",", ".")
    return v


cmd, path = sys.argv[1], sys.argv[2]
text, enc, dialect = sniff(path)
if cmd == "inspect":
    print(f"encoding={enc} delimiter={dialect.delimiter!r}")
    print("header:", next(csv.reader(io.StringIO(text), dialect)))
    for r in RULES["rules"]:
        print(f"rule {r['id']}: {r['desc']}")
    for n in RULES.get("notes", []):
        print(n)
else:
    out = sys.argv[sys.argv.index("-o") + 1]
    seen = set()
    with open(out, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        for row in csv.reader(io.StringIO(text), dialect):
            row = [num(iso(" ".join(c.split()))) for c in row]
            if tuple(row) not in seen:
                seen.add(tuple(row))
                w.writerow(row)
    print(f"wrote {out} ({len(seen)} rows)")
