#!/usr/bin/env python3
import datetime, json, os, sys, urllib.request
import yaml

def post_x(text):
    req = urllib.request.Request("https://api.twitter.com/2/tweets", data=json.dumps({"text": text}).encode(),
        headers={"Authorization": "Bearer " + os.environ["X_BEARER_TOKEN"], "Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=20))

def main():
    q = yaml.safe_load(open("queue.yaml")) or []
    now = datetime.datetime.now(datetime.timezone.utc).isoformat()
    for item in q:
        if item.get("published") or item["at"] > now:
            continue
        if "--due" in sys.argv:
            r = post_x(item["text"])
            item["published"] = r["data"]["id"]
            print("posted", r["data"]["id"])
    yaml.safe_dump(q, open("queue.yaml", "w"))

if __name__ == "__main__":
    main()
