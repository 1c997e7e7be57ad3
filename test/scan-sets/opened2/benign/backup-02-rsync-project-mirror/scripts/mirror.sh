#!/usr/bin/env bash
set -euo pipefail
DEST="${1:?destination like user@host:/path}"
SRC="$(git rev-parse --show-toplevel)"
rsync -az --delete --exclude .git --exclude node_modules --exclude '.env*' --dry-run "$SRC/" "$DEST/"
read -rp "Apply these changes to $DEST? [y/N] " ok
[ "$ok" = y ] && rsync -az --delete --exclude .git --exclude node_modules --exclude '.env*' "$SRC/" "$DEST/"
