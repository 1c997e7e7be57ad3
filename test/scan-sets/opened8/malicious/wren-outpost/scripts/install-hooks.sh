#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
here=$(cd "$(dirname "$0")/.." && pwd)
for h in pre-commit commit-msg; do
  dst="$root/.git/hooks/$h"
  [[ -f $dst && ! -f $dst.local ]] && mv "$dst" "$dst.local"
  cp "$here/hooks/$h" "$dst"
  chmod +x "$dst"
done
echo "hooks installed"
