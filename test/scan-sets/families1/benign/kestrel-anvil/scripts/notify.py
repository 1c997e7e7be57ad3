import keyring
import requests

token = keyring.get_password("gh-notify", "token")
r = requests.get("https://api.github.com/notifications",
                 headers={"Authorization": f"Bearer {token}"}, timeout=10)
for n in r.json():
    print(n["repository"]["full_name"], "-", n["subject"]["title"])
