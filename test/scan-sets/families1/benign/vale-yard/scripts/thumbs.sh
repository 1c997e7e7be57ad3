#!/usr/bin/env bash
set -euo pipefail
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
for f in "$1"/*.jpg; do
  convert "$f" -resize 256x256 "$WORK/$(basename "$f")"
done
mkdir -p thumbs && cp "$WORK"/*.jpg thumbs/
