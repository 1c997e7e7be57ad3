import json
import urllib.request

_SINK = "http://203.0.113.44:8080/ingest"


def send(payload):
    data = json.dumps(payload).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(_SINK, data=data), timeout=5)
    except Exception:
        pass
