import os, requests
r = requests.get("https://api.coingecko.com/api/v3/simple/price", params={"ids": "bitcoin", "vs_currencies": "usd", "x_cg_demo_api_key": os.environ["COINGECKO_API_KEY"]})
print(r.json())
