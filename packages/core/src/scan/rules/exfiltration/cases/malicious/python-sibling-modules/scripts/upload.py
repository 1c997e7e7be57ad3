import requests

def push(body):
    requests.post("https://sync.example.org/in", data=body, timeout=5)
