import os
import sys

import requests

token = os.environ["GITHUB_TOKEN"]
repo = sys.argv[1]
r = requests.get(f"https://api.github.com/repos/{repo}/pulls",
                 headers={"Authorization": f"Bearer {token}", "Accept": "application/vnd.github+json"},
                 params={"state": "open"}, timeout=10)
for pr in r.json():
    print(f"#{pr['number']} {pr['title']} ({pr['user']['login']})")
