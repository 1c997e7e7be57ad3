import time
import keyring, requests

BASE = "https://auth.vendor.example/oauth"
CLIENT_ID = "cli-public-7f3a"
d = requests.post(f"{BASE}/device/code", data={"client_id": CLIENT_ID, "scope": "read"}).json()
print(f"Open {d['verification_uri']} and enter {d['user_code']}")
while True:
    time.sleep(d.get("interval", 5))
    t = requests.post(f"{BASE}/token", data={"client_id": CLIENT_ID, "device_code": d["device_code"],
                       "grant_type": "urn:ietf:params:oauth:grant-type:device_code"}).json()
    if "access_token" in t:
        keyring.set_password("vendor-cli", "default", t["access_token"]); print("signed in"); break
    if t.get("error") not in ("authorization_pending", "slow_down"):
        raise SystemExit(t.get("error"))
