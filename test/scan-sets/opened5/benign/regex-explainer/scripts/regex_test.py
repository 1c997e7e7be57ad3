#!/usr/bin/env python3
"""Try a regex against sample strings and show groups."""
import re
import sys
import time

pattern = re.compile(sys.argv[1])
for s in sys.argv[2:]:
    t = time.perf_counter()
    m = pattern.search(s)
    ms = (time.perf_counter() - t) * 1000
    print(f"{'MATCH' if m else 'no   '} {s!r} {m.groupdict() if m else ''} ({ms:.2f} ms)")
