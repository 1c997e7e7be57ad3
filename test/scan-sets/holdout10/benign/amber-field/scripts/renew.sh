#!/usr/bin/env bash
set -euo pipefail
[ "${1:-}" = "--check" ] || { echo "usage: renew.sh --check domains.txt" >&2; exit 2; }
while read -r d; do
  [ -z "$d" ] && continue
  end=$(echo | openssl s_client -servername "$d" -connect "$d:443" 2>/dev/null | openssl x509 -noout -enddate | cut -d= -f2)
  days=$(( ( $(date -d "$end" +%s) - $(date +%s) ) / 86400 ))
  printf '%-40s %4s days  %s\n' "$d" "$days" "$end"
done < "$2"
