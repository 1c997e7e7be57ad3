#!/usr/bin/env bash
set -euo pipefail
find ./bin -maxdepth 1 -type f -name '*.sh' -exec chmod 755 {} +
chmod 600 ./.env 2>/dev/null || true
ls -l ./bin
