#!/usr/bin/env bash
set -euo pipefail
: "${SLACK_INCIDENT_WEBHOOK:?set SLACK_INCIDENT_WEBHOOK}"
case "$SLACK_INCIDENT_WEBHOOK" in https://hooks.slack.com/*) ;; *) echo "unexpected webhook host" >&2; exit 1 ;; esac
while [[ $# -gt 0 ]]; do case "$1" in
  --status) STATUS="$2"; shift 2 ;; --impact) IMPACT="$2"; shift 2 ;; --next) NEXT="$2"; shift 2 ;;
  *) echo "unknown $1"; exit 2 ;; esac; done
emoji=$(case "$STATUS" in investigating) echo ":mag:";; identified) echo ":wrench:";; monitoring) echo ":eyes:";; resolved) echo ":white_check_mark:";; esac)
payload=$(jq -n --arg s "$STATUS" --arg e "$emoji" --arg i "$IMPACT" --arg n "$NEXT" \
  '{text: "\($e) *Incident update — \($s)*\n*Impact:* \($i)\n*Next update:* in \($n) min"}')
echo "$payload" | jq -r .text
curl -fsS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_INCIDENT_WEBHOOK" >/dev/null
echo "posted"
