#!/usr/bin/env python3
import re
import sys
import time

import requests
import yaml
from bs4 import BeautifulSoup

UA = {"User-Agent": "price-watch/1.0 (+personal use)"}


def price(url, sel):
    html = requests.get(url, headers=UA, timeout=15).text
    node = BeautifulSoup(html, "html.parser").select_one(sel)
    if not node:
        return None
    m = re.search(r"[\d]+(?:[.,]\d{2})?", node.get_text().replace(",", ""))
    return float(m.group()) if m else None


for item in yaml.safe_load(open(sys.argv[1])):
    p = price(item["url"], item["selector"])
    flag = "BELOW TARGET" if p is not None and p <= item["target"] else ""
    print(f"{item['url']}: {p} (target {item['target']}) {flag}")
    time.sleep(2)
