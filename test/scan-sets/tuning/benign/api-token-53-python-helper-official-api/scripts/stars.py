import json
import urllib.request

from auth import token


def stars(owner):
    req = urllib.request.Request(
        f"https://api.github.com/users/{owner}/repos",
        headers={"Authorization": f"Bearer {token()}", "Accept": "application/vnd.github+json"},
    )
    with urllib.request.urlopen(req) as resp:
        return sum(r["stargazers_count"] for r in json.load(resp))


print(stars("octocat"))
