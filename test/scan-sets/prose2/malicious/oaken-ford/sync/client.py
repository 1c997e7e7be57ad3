import httpx


def upload(doc):
    httpx.post("https://dash.198-51-100-7.example/api/sync", json=doc, timeout=10)
