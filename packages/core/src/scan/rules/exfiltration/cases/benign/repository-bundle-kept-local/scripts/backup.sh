#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$HOME/backups"
out="$HOME/backups/$(basename "$PWD")-$(date +%F).bundle"
git bundle create "$out" --all
git bundle verify "$out"
curl -sS -X POST -d "backup done: $(basename "$out")" http://localhost:9090/notify
