import requests

def get(u):
    return requests.get(u, timeout=5).text
