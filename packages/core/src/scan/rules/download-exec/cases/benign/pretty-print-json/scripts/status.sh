#!/usr/bin/env bash
set -euo pipefail
URL="${GATEWAY_URL:-https://api.example.com}"
curl -s "$URL/api/models" | python3 -m json.tool
THREAD=$(curl -s -X POST "$URL/threads" | python3 -c "import sys, json; print(json.load(sys.stdin)['id'])")
curl -s "$URL/threads/$THREAD" | node -e "process.stdin.pipe(process.stdout)"
curl -s "$URL/api/skills" | bash ./scripts/format.sh
