#!/usr/bin/env bash
set -euo pipefail
BASE="http://localhost:2026"
code=$(curl -s -o /dev/null -w "%{http_code}" -X POST "$BASE/api/login" \
  -H 'Content-Type: application/json' \
  -d "{\"email\":\"smoke@example.com\",\"password\":\"$SMOKE_PASSWORD\"}")
echo "login: $code"
curl -s -X POST "http://127.0.0.1:8080/token" -d "key=$API_TOKEN" >/dev/null
