#!/usr/bin/env bash
set -euo pipefail
repo="${1:-.}"
mapfile -t files < <(cd "$repo" && git ls-files | while read -r f; do
  case "$f" in
    *.sh|*.bash|*.zsh|.bashrc|.zshrc|.profile|*/.bashrc|*/.zshrc) echo "$f" ;;
    *) head -n1 "$f" 2>/dev/null | grep -qE '^#!.*(ba|z)?sh' && echo "$f" ;;
  esac
done)
for f in "${files[@]}"; do
  dialect=bash
  case "$f" in *.zsh|*zshrc) dialect=bash ;; *.sh|.profile) dialect=sh ;; esac
  shellcheck -x -s "$dialect" -f gcc "$repo/$f" || true
done
grep -hoE '^alias [A-Za-z0-9_-]+' "${files[@]/#/$repo/}" 2>/dev/null | sort | uniq -d | sed 's/^/duplicate: /'
