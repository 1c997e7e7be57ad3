#!/usr/bin/env python3
import os, sys, json, datetime as dt, urllib.request, urllib.parse

BASE = os.environ.get("GITLAB_URL", "https://gitlab.com").rstrip("/") + "/api/v4"
TOK = os.environ["GITLAB_TOKEN"]

def get(path):
    req = urllib.request.Request(BASE + path, headers={"PRIVATE-TOKEN": TOK})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)

proj = urllib.parse.quote(sys.argv[1], safe="")
now = dt.datetime.now(dt.timezone.utc)
print("| MR | title | author | age | approvals | pipeline | conflicts |\n|---|---|---|---:|---|---|---|")
for mr in get(f"/projects/{proj}/merge_requests?state=opened&per_page=100"):
    ap = get(f"/projects/{proj}/merge_requests/{mr['iid']}/approvals")
    age = (now - dt.datetime.fromisoformat(mr["created_at"].replace("Z", "+00:00"))).days
    pipe = (mr.get("head_pipeline") or {}).get("status", "—")
    print(f"| !{mr['iid']} | {mr['title'][:50]} | {mr['author']['username']} | {age} | "
          f"{len(ap.get('approved_by', []))}/{ap.get('approvals_required', 0)} | {pipe} | {'yes' if mr.get('has_conflicts') else 'no'} |")
