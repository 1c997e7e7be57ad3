#!/usr/bin/env python3
import collections, json, sys, time, statistics
path = sys.argv[1]
days = int(sys.argv[sys.argv.index("--days") + 1]) if "--days" in sys.argv else 30
cut = time.time() - days * 86400
cnt, dur, err = collections.Counter(), collections.defaultdict(list), collections.Counter()
for line in open(path, encoding="utf-8"):
    r = json.loads(line)
    if r["ts"] < cut: continue
    cnt[r["cmd"]] += 1; dur[r["cmd"]].append(r["ms"]); err[r["cmd"]] += r.get("exit", 0) != 0
for c, n in cnt.most_common(20):
    print(f"{c:25} {n:6}  median {statistics.median(dur[c]):7.0f} ms  errors {err[c]/n:5.1%}")
