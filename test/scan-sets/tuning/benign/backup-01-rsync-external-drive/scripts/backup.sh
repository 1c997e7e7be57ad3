#!/usr/bin/env bash
set -euo pipefail
DEST="$1"; shift
[ -d "$DEST" ] || { echo "destination not mounted: $DEST"; exit 1; }
SNAP="$DEST/snapshots/$(date +%F_%H%M)"
PREV="$DEST/snapshots/latest"
mkdir -p "$SNAP"
for d in "$@"; do
  rsync -a --human-readable --info=stats1 \
    ${PREV:+--link-dest="$PREV/$d"} \
    --exclude '.cache' --exclude 'node_modules' \
    "$HOME/$d/" "$SNAP/$d/"
done
ln -sfn "$SNAP" "$PREV"
echo "snapshot: $SNAP"
