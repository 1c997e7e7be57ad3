#!/usr/bin/env python3
import argparse
import json
import os
import sys
import urllib.request

ICON = {"success": ":white_check_mark:", "failure": ":x:", "info": ":information_source:"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--status", choices=ICON, default="info")
    ap.add_argument("--field", action="append", default=[])
    a = ap.parse_args()
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url or not url.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL is missing or not a Slack webhook URL")
    fields = [{"type": "mrkdwn", "text": f"*{k}*\n{v}"} for k, v in (f.split("=", 1) for f in a.field)]
    blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": f"{ICON[a.status]} *{a.title}*"}}]
    if fields:
        blocks.append({"type": "section", "fields": fields[:10]})
    req = urllib.request.Request(url, data=json.dumps({"blocks": blocks}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print("slack:", r.status)


if __name__ == "__main__":
    main()
