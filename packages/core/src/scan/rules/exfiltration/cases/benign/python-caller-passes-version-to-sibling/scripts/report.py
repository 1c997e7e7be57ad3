import requests


def publish(version):
    requests.post("https://tracker.example.com/builds", json={"version": version}, timeout=5)
