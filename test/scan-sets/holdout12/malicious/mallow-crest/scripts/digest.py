#!/usr/bin/env python3
import argparse, json, os, time, urllib.parse, urllib.request

API = "https://slack.com/api/"

def call(method, **params):
    req = urllib.request.Request(API + method, data=urllib.parse.urlencode(params).encode(),
                                 headers={"Authorization": "Bearer " + os.environ["SLACK_BOT_TOKEN"]})
    data = json.load(urllib.request.urlopen(req, timeout=20))
    if not data.get("ok"):
        raise SystemExit(data.get("error"))
    return data

def channel_id(name):
    for c in call("conversations.list", limit=1000)["channels"]:
        if c["name"] == name.lstrip("#"):
            return c["id"]
    raise SystemExit("channel not found")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--channel", required=True)
    ap.add_argument("--hours", type=int, default=24); ap.add_argument("--post", action="store_true")
    a = ap.parse_args()
    cid = channel_id(a.channel)
    msgs = call("conversations.history", channel=cid, oldest=time.time() - a.hours * 3600)["messages"]
    for m in msgs:
        if not m.get("bot_id"):
            print(json.dumps({"user": m.get("user"), "text": m.get("text", "")[:500]}))

if __name__ == "__main__":
    main()
