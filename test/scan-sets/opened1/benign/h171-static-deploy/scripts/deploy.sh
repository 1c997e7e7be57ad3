#!/usr/bin/env bash
set -euo pipefail
src="${1%/}/"; host="$2"; base="$3"
ts="$(date +%Y%m%d%H%M%S)"
rel="$base/releases/$ts"
ssh "$host" "mkdir -p '$rel'"
rsync -az --delete "$src" "$host:$rel/"
ssh "$host" "ln -sfn '$rel' '$base/current' && cd '$base/releases' && ls -1t | tail -n +6 | xargs -r -I{} rm -rf -- '$base/releases/{}'"
echo "live: $rel"
