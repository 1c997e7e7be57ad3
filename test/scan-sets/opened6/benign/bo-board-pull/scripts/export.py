#!/usr/bin/env python3
import argparse, json, os, sys
import requests

ap = argparse.ArgumentParser()
ap.add_argument("--project", required=True); ap.add_argument("--status", default="To Do")
a = ap.parse_args()
base = os.environ.get("TRACKER_URL", "https://tracker.example.com")
s = requests.Session()
s.auth = (os.environ["TRACKER_EMAIL"], os.environ["TRACKER_TOKEN"])
issues, start = [], 0
while True:
    r = s.get(f"{base}/rest/api/3/search", params={"jql": f'project = {a.project} AND status = "{a.status}"',
              "startAt": start, "maxResults": 100, "fields": "summary,description,updated,labels"}, timeout=30)
    r.raise_for_status()
    page = r.json(); issues += page["issues"]; start += len(page["issues"])
    if start >= page["total"] or not page["issues"]:
        break
json.dump([{"key": i["key"], **i["fields"]} for i in issues], sys.stdout, indent=1)
