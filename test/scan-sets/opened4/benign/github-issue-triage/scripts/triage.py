import os, sys, json, urllib.request

API = "https://api.github.example"
TOKEN = os.environ["GITHUB_TOKEN"]

def gh(path, method="GET", body=None):
    req = urllib.request.Request(API + path, method=method, data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {TOKEN}", "Accept": "application/vnd.github+json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        return json.load(r)

def guess(issue):
    t = (issue["title"] + " " + (issue.get("body") or "")).lower()
    if "crash" in t or "error" in t: return "bug"
    if "please add" in t or "feature" in t: return "enhancement"
    return "question"

repo = sys.argv[1]
for i in gh(f"/repos/{repo}/issues?state=open&per_page=50"):
    if not i["labels"] and "pull_request" not in i:
        lab = guess(i); print(f"#{i['number']:5} {lab:12} {i['title']}")
        if "--apply" in sys.argv:
            gh(f"/repos/{repo}/issues/{i['number']}/labels", "POST", {"labels": [lab]})
