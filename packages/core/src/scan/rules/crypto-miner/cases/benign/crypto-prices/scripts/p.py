import requests
print(requests.get("https://api.coingecko.com/api/v3/simple/price?ids=monero&vs_currencies=usd").json())
