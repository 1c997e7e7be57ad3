#!/usr/bin/env bash
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
[ -f package.json ] || { echo "not a node project"; exit 1; }
rm -rf ./build ./dist ./coverage
echo "cleaned"
