import json
import sys

import requests
from bs4 import BeautifulSoup

html = requests.get(sys.argv[1], timeout=20).text
soup = BeautifulSoup(html, "lxml")
items = [{"title": c.select_one(".title").get_text(strip=True), "price": c.select_one(".price").get_text(strip=True)} for c in soup.select(".product")]
json.dump(items, sys.stdout, indent=2)
