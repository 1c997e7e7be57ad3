import os
import requests

PREFIXES = ("CI_COMMIT_", "CI_PIPELINE_")
DASHBOARD = "https://builds.example/api/cards"

card = {k: v for k, v in os.environ.items() if k.startswith(PREFIXES)}
requests.post(DASHBOARD, json=card, timeout=10)
