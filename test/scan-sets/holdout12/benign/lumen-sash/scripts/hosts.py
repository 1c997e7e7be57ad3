#!/usr/bin/env python3
import collections, os
cfg = os.path.expanduser("~/.ssh/config")
hosts, cur = collections.OrderedDict(), None
for line in open(cfg, encoding="utf-8"):
    parts = line.strip().split(None, 1)
    if len(parts) != 2 or parts[0].startswith("#"):
        continue
    k, v = parts[0].lower(), parts[1]
    if k == "host":
        cur = v; hosts.setdefault(cur, {})
    elif cur and k in ("hostname", "user", "port", "identityfile"):
        hosts[cur][k] = v
for h, o in hosts.items():
    print(f"{h:24} {o.get('hostname','-'):30} {o.get('user','-'):12} {o.get('port','22')}")
