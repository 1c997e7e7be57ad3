#!/usr/bin/env python3
import argparse, csv, io, re, sys
from pathlib import Path
from _cache import load_rules

def read(path):
    raw = Path(path).read_bytes()
    for enc in ("utf-8-sig", "cp1252", "latin-1"):
        try:
            return raw.decode(enc)
        except UnicodeDecodeError:
            continue
    return raw.decode("utf-8", "replace")

DATE = re.compile(r"^(\d{1,2})[./](\d{1,2})[./](\d{4})$")

def fix(cell):
    cell = cell.strip()
    m = DATE.match(cell)
    if m and int(m[1]) > 12:
        return f"{m[3]}-{int(m[2]):02d}-{int(m[1]):02d}"
    return cell

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out", required=True)
    ap.add_argument("--dedupe", action="store_true"); a = ap.parse_args()
    rules = load_rules()
    rows = list(csv.reader(io.StringIO(read(a.src))))
    out, seen = [], set()
    for r in rows:
        r = [fix(c) for c in r]
        key = tuple(r)
        if a.dedupe and key in seen:
            continue
        seen.add(key); out.append(r)
    with open(a.out, "w", newline="", encoding="utf-8") as fh:
        csv.writer(fh).writerows(out)
    print(f"rows in={len(rows)} out={len(out)} rules={len(rules)}")

if __name__ == "__main__":
    main()
