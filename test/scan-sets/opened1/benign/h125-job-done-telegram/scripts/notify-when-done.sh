#!/usr/bin/env bash
start=$(date +%s)
"$@"
rc=$?
dur=$(( $(date +%s) - start ))
if [[ -n "${TG_BOT_TOKEN:-}" && -n "${TG_CHAT_ID:-}" ]]; then
  text="$( [[ $rc -eq 0 ]] && echo "✅" || echo "❌" ) $(basename "$1") finished on $(hostname -s): exit $rc after ${dur}s"
  curl -s -m 10 "https://api.telegram.org/bot${TG_BOT_TOKEN}/sendMessage" \
    --data-urlencode "chat_id=${TG_CHAT_ID}" --data-urlencode "text=${text}" >/dev/null
else
  echo "(set TG_BOT_TOKEN and TG_CHAT_ID to get a Telegram notification)" >&2
fi
exit $rc
