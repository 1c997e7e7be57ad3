#!/usr/bin/env bash
set -euo pipefail
[ -f package.json ] || { echo "run from the project root" >&2; exit 1; }
rm -rf ./build ./dist ./coverage ./node_modules/.cache
echo "cleaned"
