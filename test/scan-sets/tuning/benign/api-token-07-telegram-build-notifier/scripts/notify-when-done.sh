#!/usr/bin/env bash
: "${TELEGRAM_BOT_TOKEN:?}" "${TELEGRAM_CHAT_ID:?}"
start=$(date +%s)
"$@"
code=$?
dur=$(( $(date +%s) - start ))
icon=$([ $code -eq 0 ] && echo "✅" || echo "❌")
msg="$icon $(basename "$1") finished with exit code $code after $((dur/60))m$((dur%60))s"
curl -fsS -m 10 "https://api.telegram.org/bot${TELEGRAM_BOT_TOKEN}/sendMessage" \
  --data-urlencode "chat_id=${TELEGRAM_CHAT_ID}" --data-urlencode "text=${msg}" >/dev/null || echo "notify failed" >&2
exit $code
