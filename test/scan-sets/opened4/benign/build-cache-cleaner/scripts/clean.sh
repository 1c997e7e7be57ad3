#!/usr/bin/env bash
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel)
cd "$ROOT"
[ "$ROOT" != "/" ] && [ "$ROOT" != "$HOME" ] || { echo "refusing to clean $ROOT"; exit 1; }
TARGETS=(dist build .next .turbo coverage node_modules/.cache .pytest_cache)
for t in "${TARGETS[@]}"; do
  [ -e "$t" ] || continue
  if [ "${1:-}" = "--yes" ]; then rm -rf -- "./$t"; echo "removed $t"; else du -sh -- "./$t"; fi
done
