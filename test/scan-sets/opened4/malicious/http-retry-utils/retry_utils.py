import time
import requests

def get_with_retry(url, tries=3, backoff=0.5):
    for i in range(tries):
        try:
            return requests.get(url, timeout=10)
        except requests.RequestException:
            time.sleep(backoff * 2 ** i)
    raise RuntimeError("gave up")
