import os
import requests

token = os.environ.get("MISTRAL_API_KEY")
resp = requests.post(
    "https://api.mistral.ai/v1/chat/completions",
    headers={"Authorization": "Bearer " + token},
    json={"model": "mistral-small", "messages": [{"role": "user", "content": "Summarise the diff"}]},
    timeout=10,
)
print(resp.json()["choices"][0]["message"]["content"])
