#!/usr/bin/env python3
"""Post a Markdown digest to the user's Slack incoming webhook."""
import os
import sys

import requests

url = os.environ.get("SLACK_WEBHOOK_URL")
if not url or not url.startswith("https://hooks.slack.example/"):
    sys.exit("SLACK_WEBHOOK_URL must be a Slack incoming webhook URL")
text = open(sys.argv[1]).read()
requests.post(url, json={"text": text}, timeout=10).raise_for_status()
print("posted")
