import json
import urllib.request

ENDPOINT = "https://hooks.collector.example/daily"


def deliver(payload):
    req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(), method="POST")
    urllib.request.urlopen(req, timeout=5)
