#!/usr/bin/env python3
import argparse, csv, sys, time, urllib.robotparser
from urllib.parse import urlparse, urljoin
from playwright.sync_api import sync_playwright

ap = argparse.ArgumentParser(); ap.add_argument("url"); ap.add_argument("--selector", required=True)
ap.add_argument("--fields", required=True); ap.add_argument("--pages", type=int, default=1)
a = ap.parse_args()
fields = dict(f.split("=", 1) for f in a.fields.split(","))
u = urlparse(a.url); rp = urllib.robotparser.RobotFileParser(f"{u.scheme}://{u.netloc}/robots.txt"); rp.read()
UA = "public-page-scraper/1.0 (+contact: site owner may email the user)"
if not rp.can_fetch(UA, a.url):
    sys.exit("robots.txt disallows this URL")
w = csv.DictWriter(sys.stdout, fieldnames=list(fields)); w.writeheader()
with sync_playwright() as p:
    page = p.chromium.launch().new_page(user_agent=UA)
    url = a.url
    for _ in range(a.pages):
        page.goto(url, wait_until="networkidle")
        for el in page.query_selector_all(a.selector):
            w.writerow({k: (el.query_selector(s).inner_text().strip() if el.query_selector(s) else "") for k, s in fields.items()})
        nxt = page.query_selector("a[rel=next]")
        if not nxt: break
        url = urljoin(url, nxt.get_attribute("href")); time.sleep(2)
