#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
dest="$(git rev-parse --git-path hooks)"
for h in "$here"/assets/hooks/*; do
  n=$(basename "$h")
  [ -f "$dest/$n" ] && cp "$dest/$n" "$dest/$n.bak"
  install -m 0755 "$h" "$dest/$n"
  echo "installed $n"
done
