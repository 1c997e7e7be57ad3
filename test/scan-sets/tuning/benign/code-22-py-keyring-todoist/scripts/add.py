import sys

import keyring
import requests

token = keyring.get_password("todoist", "token")
if not token:
    sys.exit("store the Todoist token with: keyring set todoist token")
r = requests.post(
    "https://api.todoist.com/rest/v2/tasks",
    headers={"Authorization": f"Bearer {token}"},
    json={"content": sys.argv[1]},
    timeout=10,
)
r.raise_for_status()
print("added", r.json()["id"])
