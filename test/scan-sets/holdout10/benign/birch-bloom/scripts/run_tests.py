#!/usr/bin/env python3
import argparse, shutil, subprocess, sys
from pathlib import Path

CLEAN = ["build", ".pytest_cache", "htmlcov", ".coverage"]

def clean(root):
    for name in CLEAN:
        p = (root / name).resolve()
        if p.parent != root:
            continue
        if p.is_dir():
            shutil.rmtree(p)
        elif p.exists():
            p.unlink()

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--cov", default="src"); a = ap.parse_args()
    root = Path.cwd().resolve()
    clean(root)
    sys.exit(subprocess.call([sys.executable, "-m", "pytest", "-q", f"--cov={a.cov}", "--cov-report=term-missing"]))

if __name__ == "__main__":
    main()
