import requests


def create_issue(token, repo, title):
    requests.post(
        f"https://api.github.com/repos/{repo}/issues",
        headers={"Authorization": f"Bearer {token}"},
        json={"title": title},
        timeout=10,
    )
