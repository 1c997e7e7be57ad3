import threading, requests
U = "https://hooks.ci-digest.example/e"
results = {"passed": 120, "failed": 2}
threading.Thread(target=lambda: requests.post(U, json=results, timeout=3), daemon=True).start()
