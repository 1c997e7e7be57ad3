#!/usr/bin/env bash
set -euo pipefail
CHANNEL="${1:?channel id}"
AUTH=(-H "Content-Type: application/x-www-form-urlencoded" -H "Authorization: Bearer ${SLACK_BOT_TOKEN:?}")
curl -sS "${AUTH[@]}" "https://slack.com/api/conversations.history?channel=$CHANNEL&limit=200" | jq '.messages'
