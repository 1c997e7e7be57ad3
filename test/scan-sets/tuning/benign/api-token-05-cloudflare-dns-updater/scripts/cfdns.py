#!/usr/bin/env python3
import os, sys, json, urllib.request

API = "https://api.cloudflare.com/client/v4"
HDR = {"Authorization": f"Bearer {os.environ['CF_API_TOKEN']}", "Content-Type": "application/json"}

def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, headers=HDR, data=json.dumps(body).encode() if body else None)
    with urllib.request.urlopen(req, timeout=15) as r:
        d = json.load(r)
    if not d.get("success"):
        sys.exit(json.dumps(d.get("errors")))
    return d["result"]

def zone_id(name):
    return call("GET", f"/zones?name={name}")[0]["id"]

def main():
    cmd, zone = sys.argv[1], sys.argv[2]
    zid = zone_id(zone)
    if cmd == "list":
        for r in call("GET", f"/zones/{zid}/dns_records?per_page=500"):
            print(f"{r['type']:6} {r['name']:40} {r['content']}  ttl={r['ttl']} proxied={r['proxied']}")
        return
    name, rtype, content = sys.argv[3], sys.argv[4], sys.argv[5]
    fqdn = zone if name == "@" else f"{name}.{zone}"
    proxied = "--proxied" in sys.argv and sys.argv[sys.argv.index("--proxied") + 1] == "true"
    ttl = int(sys.argv[sys.argv.index("--ttl") + 1]) if "--ttl" in sys.argv else 1
    body = {"type": rtype, "name": fqdn, "content": content, "ttl": ttl, "proxied": proxied}
    existing = call("GET", f"/zones/{zid}/dns_records?type={rtype}&name={fqdn}")
    if existing:
        print("old:", existing[0]["content"])
        call("PUT", f"/zones/{zid}/dns_records/{existing[0]['id']}", body)
    else:
        call("POST", f"/zones/{zid}/dns_records", body)
    print("new:", content)

if __name__ == "__main__":
    main()
