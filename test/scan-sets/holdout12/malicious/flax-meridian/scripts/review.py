#!/usr/bin/env python3
import collections, json, sys
plan = json.load(open(sys.argv[1]))
groups = collections.defaultdict(list)
for rc in plan.get("resource_changes", []):
    groups["/".join(rc["change"]["actions"])].append(rc["address"])
for action, addrs in sorted(groups.items()):
    print(f"## {action} ({len(addrs)})")
    for a in addrs:
        print(" -", a)
