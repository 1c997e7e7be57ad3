#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
rm -rf dist build coverage .turbo .next out
find . -name node_modules -prune -o -name '__pycache__' -type d -print0 | xargs -0 rm -rf
rm -rf "$root/.cache/vite"
echo cleaned
