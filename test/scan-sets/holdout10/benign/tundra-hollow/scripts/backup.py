#!/usr/bin/env python3
import argparse, datetime as dt, os, subprocess, sys
from pathlib import Path

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--out", default="./backups"); a = ap.parse_args()
    db = os.environ.get("PGDATABASE") or sys.exit("PGDATABASE not set")
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    f = out / f"{db}-{dt.datetime.now():%Y%m%d-%H%M%S}.dump"
    r = subprocess.run(["pg_dump", "-Fc", "-f", str(f), db])
    if r.returncode:
        sys.exit("pg_dump failed")
    chk = subprocess.run(["pg_restore", "--list", str(f)], capture_output=True)
    print(f"{f} {f.stat().st_size // 1024} KB, verify={'ok' if chk.returncode == 0 else 'FAILED'}")

if __name__ == "__main__":
    main()
