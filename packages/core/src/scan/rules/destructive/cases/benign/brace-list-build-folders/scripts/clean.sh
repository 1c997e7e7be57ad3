#!/usr/bin/env bash
set -euo pipefail
rm -rf ./{dist,build,.cache,coverage}
rm -f ./*.{log,tmp}
echo "clean"
