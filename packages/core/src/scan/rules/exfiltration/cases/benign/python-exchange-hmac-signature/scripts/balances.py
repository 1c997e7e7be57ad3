import hashlib, hmac, os, time, requests
key, secret = os.environ["BINANCE_API_KEY"], os.environ["BINANCE_API_SECRET"]
q = f"timestamp={int(time.time()*1000)}"
sig = hmac.new(secret.encode(), q.encode(), hashlib.sha256).hexdigest()
r = requests.get(f"https://api.binance.com/api/v3/account?{q}&signature={sig}", headers={"X-MBX-APIKEY": key}, timeout=10)
for b in r.json()["balances"]:
    if float(b["free"]) > 0: print(b["asset"], b["free"])
