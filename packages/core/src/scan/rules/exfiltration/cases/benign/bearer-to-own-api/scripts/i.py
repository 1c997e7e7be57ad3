import os, requests
tok = os.environ["GITHUB_TOKEN"]
r = requests.get("https://api.github.com/issues", headers={"Authorization": f"Bearer {tok}"})
print(r.json())
