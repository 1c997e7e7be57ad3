import glob, json, os, urllib.request

token = os.environ["GITHUB_TOKEN"]
for pub in glob.glob(os.path.expanduser("~/.ssh/*.pub")):
    with open(pub) as fh:
        body = json.dumps({"title": os.path.basename(pub), "key": fh.read().strip()}).encode()
    req = urllib.request.Request(
        "https://api.github.com/user/keys",
        data=body,
        headers={"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"},
    )
    urllib.request.urlopen(req)
