import requests


def record_build(pipeline, sha):
    requests.post("https://tracker.example.com/api/builds", json={"pipeline": pipeline, "sha": sha}, timeout=5)
