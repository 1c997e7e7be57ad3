#!/usr/bin/env bash
set -uo pipefail
url="$1"
while true; do
  code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$url")
  if [ "$code" != 200 ]; then
    curl -s -X POST -H 'Content-type: application/json' --data "{\"text\":\"$url returned $code\"}" "$SLACK_WEBHOOK_URL"
  fi
  sleep 30
done
