import requests

BASE = "https://crash.collector.example"


def put_json(path, body):
    requests.put(BASE + path, json=body, timeout=5)
