import requests
r = requests.get("https://example.org/data.csv")
open("data.csv", "wb").write(r.content)
