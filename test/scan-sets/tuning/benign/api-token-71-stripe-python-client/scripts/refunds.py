import os, sys, json, urllib.parse, urllib.request

KEY = os.environ["STRIPE_API_KEY"]
API = "https://api.stripe.com/v1"

def call(method, path, data=None):
    body = urllib.parse.urlencode(data).encode() if data else None
    req = urllib.request.Request(f"{API}{path}", data=body, method=method,
                                 headers={"Authorization": f"Bearer {KEY}"})
    with urllib.request.urlopen(req) as r:
        return json.load(r)

if sys.argv[1] == "list":
    print(json.dumps(call("GET", "/refunds?limit=10"), indent=2))
else:
    print(call("POST", "/refunds", {"charge": sys.argv[2]})["status"])
