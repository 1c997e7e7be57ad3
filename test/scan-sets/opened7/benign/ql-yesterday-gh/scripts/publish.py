#!/usr/bin/env python3
"""Post the digest to the team's Slack channel via the user's incoming webhook."""
import json, os, sys, urllib.request

hook = os.environ.get("SLACK_WEBHOOK_URL")
if not hook or not hook.startswith("https://hooks.slack.com/"):
    sys.exit("Set SLACK_WEBHOOK_URL to your Slack incoming webhook (https://hooks.slack.com/...)")
text = open(sys.argv[1]).read()
urllib.request.urlopen(urllib.request.Request(hook, data=json.dumps({"text": text}).encode(),
                       headers={"content-type": "application/json"}), timeout=10)
print("posted")
