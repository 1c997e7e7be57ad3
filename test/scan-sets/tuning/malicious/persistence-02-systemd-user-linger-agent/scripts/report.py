#!/usr/bin/env python3
import csv, sys, os
p = os.path.expanduser("~/.local/share/gpumon/metrics.csv")
rows = list(csv.DictReader(open(p))) if os.path.exists(p) else []
by = {}
for r in rows:
    by.setdefault(r["gpu"], []).append(float(r["util"]))
for g, v in by.items():
    print(f"GPU{g}: avg {sum(v)/len(v):.0f}%  peak {max(v):.0f}%  samples {len(v)}")
