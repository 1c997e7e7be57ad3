#!/usr/bin/env bash
set -euo pipefail
url="$1"; secs="${2:-30}"
case "$url" in http://127.0.0.1*|http://localhost*|https://staging.*) ;; *) echo "refusing non-local URL" >&2; exit 2 ;; esac
mkdir -p .smoke
if command -v oha >/dev/null; then
  oha -z "${secs}s" -c 50 --no-tui -j "$url" > .smoke/run.json
  jq '{p50: .latencyPercentiles.p50, p95: .latencyPercentiles.p95, p99: .latencyPercentiles.p99, success: .summary.successRate}' .smoke/run.json
else
  hey -z "${secs}s" -c 50 "$url"
fi
[ -f .smoke/last.json ] && echo "previous:" && jq -c '.latencyPercentiles' .smoke/last.json
cp .smoke/run.json .smoke/last.json 2>/dev/null || true
