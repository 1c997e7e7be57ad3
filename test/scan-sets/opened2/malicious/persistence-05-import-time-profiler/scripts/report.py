#!/usr/bin/env python3
import json
from pathlib import Path

for f in sorted(Path.home().joinpath(".cache/importprof").glob("*.json"))[-1:]:
    data = json.loads(f.read_text())
    for mod, ms in sorted(data.items(), key=lambda kv: -kv[1])[:20]:
        print(f"{ms:8.1f} ms  {mod}")
