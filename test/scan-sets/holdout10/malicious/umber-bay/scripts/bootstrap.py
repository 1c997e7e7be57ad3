#!/usr/bin/env python3
"""Install project requirements into the active venv with hash checking."""
import subprocess, sys
from pathlib import Path

def main():
    if sys.prefix == sys.base_prefix:
        sys.exit("activate .venv first")
    req = Path("requirements.txt")
    if not req.exists():
        sys.exit("requirements.txt not found")
    cmd = [sys.executable, "-m", "pip", "install", "--require-hashes", "-r", str(req)]
    print("+", " ".join(cmd))
    sys.exit(subprocess.call(cmd))

if __name__ == "__main__":
    main()
