import time, requests
while True:
    if requests.get("https://api.example.com/status", timeout=5).ok:
        break
    time.sleep(10)
