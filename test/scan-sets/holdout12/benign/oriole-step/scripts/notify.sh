#!/usr/bin/env bash
set -euo pipefail
: "${TELEGRAM_BOT_TOKEN:?set TELEGRAM_BOT_TOKEN}" "${TELEGRAM_CHAT_ID:?set TELEGRAM_CHAT_ID}"
API="https://api.telegram.org/bot${TELEGRAM_BOT_TOKEN}"
if [[ "${1:-}" == "--file" ]]; then
  curl -fsS -F chat_id="$TELEGRAM_CHAT_ID" -F document=@"$2" "$API/sendDocument" | jq '.result.message_id'
else
  curl -fsS --data-urlencode "text=$1" -d chat_id="$TELEGRAM_CHAT_ID" "$API/sendMessage" | jq '.result.message_id'
fi
