#!/usr/bin/env bash
while IFS= read -r url; do
  [ -z "$url" ] && continue
  out=$(curl -o /dev/null -sS -m 10 -w '%{http_code} %{time_total}' "$url" 2>&1) || out="error $out"
  printf '%-60s %s\n' "$url" "$out"
done < "${1:?file with one URL per line}"
