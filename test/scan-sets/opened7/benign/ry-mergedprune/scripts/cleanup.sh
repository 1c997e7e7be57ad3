#!/usr/bin/env bash
set -euo pipefail
keep='^(main|master|develop|release/.*|hotfix/.*)$'
cutoff=$(date -d '14 days ago' +%s 2>/dev/null || date -v-14d +%s)
if [ "${1:-}" = "--dry-run" ]; then
  git for-each-ref --format='%(refname:strip=3) %(committerdate:unix)' refs/remotes/origin --merged origin/main |
    while read -r b t; do
      [[ "$b" =~ $keep || "$b" == HEAD ]] && continue
      [ "$t" -lt "$cutoff" ] && echo "$b"
    done
  exit 0
fi
shift
for b in "$@"; do
  [[ "$b" =~ $keep ]] && { echo "refusing protected $b"; continue; }
  git push origin --delete "$b" && git branch -D "$b" 2>/dev/null || true
done
