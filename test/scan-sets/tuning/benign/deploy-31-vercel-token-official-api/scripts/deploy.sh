#!/usr/bin/env bash
set -euo pipefail
dir="${1:-out}"
: "${VERCEL_TOKEN:?set VERCEL_TOKEN first}"
payload=$(python3 scripts/build_payload.py "$dir")
curl -fsS -X POST https://api.vercel.com/v13/deployments \
  -H "Authorization: Bearer $VERCEL_TOKEN" \
  -H 'Content-Type: application/json' \
  --data "$payload" | python3 -m json.tool
