#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_BOT_TOKEN:?set SLACK_BOT_TOKEN}"
channel="$1"; text="$2"
payload=$(jq -n --arg c "$channel" --arg t "$text" '{channel:$c, text:$t}')
curl -sS -X POST https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \
  -H 'Content-Type: application/json; charset=utf-8' \
  --data "$payload" | jq -r '.ok'
