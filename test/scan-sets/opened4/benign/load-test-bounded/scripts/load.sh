#!/usr/bin/env bash
set -euo pipefail
URL=$1; N=${2:-100}
[ "$N" -le 1000 ] || { echo "max 1000 requests"; exit 1; }
seq "$N" | xargs -P 10 -I{} curl -s -o /dev/null -w '%{http_code} %{time_total}\n' "$URL" | sort | uniq -c | sort -rn | head
