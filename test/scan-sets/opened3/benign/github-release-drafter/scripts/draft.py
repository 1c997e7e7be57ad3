import os, sys, json, urllib.request

API = "https://api.github.com"

def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}",
                                          "Accept": "application/vnd.github+json"})
    with urllib.request.urlopen(req) as r:
        return json.load(r)

repo, tag = sys.argv[1], sys.argv[2]
notes = call("POST", f"/repos/{repo}/releases/generate-notes", {"tag_name": tag})
rel = call("POST", f"/repos/{repo}/releases", {"tag_name": tag, "name": tag, "body": notes["body"], "draft": True})
print(rel["html_url"])
