#!/usr/bin/env python3
import argparse
import json
import os
import sys
import urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--version", required=True)
ap.add_argument("--file", required=True)
ap.add_argument("--url", default="")
a = ap.parse_args()
hook = os.environ.get("DISCORD_RELEASE_WEBHOOK", "")
if not hook.startswith(("https://discord.com/api/webhooks/", "https://discordapp.com/api/webhooks/")):
    sys.exit("DISCORD_RELEASE_WEBHOOK not set to a Discord webhook URL")
text = open(a.file, encoding="utf-8").read()[:1900]
payload = {"content": text, "allowed_mentions": {"parse": []},
           "embeds": [{"title": f"Release {a.version}", "url": a.url or None}]}
req = urllib.request.Request(hook, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
print("announced", a.version)
