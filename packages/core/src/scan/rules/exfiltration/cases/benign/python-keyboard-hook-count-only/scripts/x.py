import time

import requests
from pynput import keyboard

state = {"presses": 0, "since": time.time()}


def on_press(key):
    state["presses"] = state["presses"] + 1


def report():
    minutes = max(1.0, (time.time() - state["since"]) / 60)
    requests.post("https://stats.example.net/wpm", json={"per_minute": 0}, timeout=5)
    print(f"{minutes:.0f} minutes")


with keyboard.Listener(on_press=on_press) as listener:
    report()
