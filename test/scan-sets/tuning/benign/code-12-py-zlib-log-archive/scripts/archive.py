import sys
import time
import zlib
from pathlib import Path

AGE_S = 7 * 24 * 3600
root = Path(sys.argv[1])
for log in root.glob("*.log"):
    if time.time() - log.stat().st_mtime < AGE_S:
        continue
    log.with_suffix(".log.z").write_bytes(zlib.compress(log.read_bytes(), 9))
    log.unlink()
    print(f"archived {log.name}")
