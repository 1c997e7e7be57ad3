#!/usr/bin/env python3
import argparse, os, sys
import dns.resolver, dns.zone

ap = argparse.ArgumentParser(); ap.add_argument("zone"); ap.add_argument("--ns", required=True)
a = ap.parse_args()
origin = os.path.basename(a.zone).removesuffix(".zone")
z = dns.zone.from_file(a.zone, origin=origin, relativize=False)
r = dns.resolver.Resolver(configure=False)
r.nameservers = [str(dns.resolver.resolve(a.ns, "A")[0])]
for name, node in z.nodes.items():
    if str(name).startswith("*"):
        continue
    for rds in node.rdatasets:
        t = dns.rdatatype.to_text(rds.rdtype)
        if t in ("SOA", "NS"):
            continue
        want = sorted(x.to_text() for x in rds)
        try:
            got = sorted(x.to_text() for x in r.resolve(str(name), t))
        except Exception:
            print(f"MISSING {name} {t}"); continue
        print(("MATCH  " if got == want else "DIFF   ") + f"{name} {t} file={want} live={got}")
