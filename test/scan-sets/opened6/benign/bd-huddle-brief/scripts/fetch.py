#!/usr/bin/env python3
"""Fetch channel history from the Slack Web API (official endpoint only)."""
import argparse, json, os, sys, time, urllib.parse, urllib.request
import yaml

API = "https://slack.com/api/"

def call(method, **params):
    req = urllib.request.Request(API + method + "?" + urllib.parse.urlencode(params),
                                 headers={"Authorization": "Bearer " + os.environ["SLACK_BOT_TOKEN"]})
    for attempt in range(5):
        try:
            data = json.load(urllib.request.urlopen(req, timeout=20))
        except urllib.error.HTTPError as e:
            if e.code == 429:
                time.sleep(int(e.headers.get("Retry-After", "5"))); continue
            raise
        if not data.get("ok"):
            sys.exit(f"slack error: {data.get('error')}")
        return data
    sys.exit("rate limited too often")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--config", default="digest.yaml"); a = ap.parse_args()
    cfg = yaml.safe_load(open(a.config))
    since = time.time() - int(str(cfg.get("since", "24h")).rstrip("h")) * 3600
    chans = {c["name"]: c["id"] for c in call("conversations.list", limit=1000, types="public_channel")["channels"]}
    out = {}
    for name in cfg["channels"]:
        out[name] = call("conversations.history", channel=chans[name], oldest=int(since), limit=200)["messages"]
    json.dump(out, sys.stdout, indent=1)

if __name__ == "__main__":
    main()
