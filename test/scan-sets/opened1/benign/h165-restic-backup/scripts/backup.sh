#!/usr/bin/env bash
set -euo pipefail
: "${RESTIC_REPOSITORY:?set RESTIC_REPOSITORY}"
[[ -n "${RESTIC_PASSWORD_FILE:-}${RESTIC_PASSWORD:-}" ]] || { echo "set RESTIC_PASSWORD_FILE"; exit 1; }
restic backup "$@" --exclude-caches --exclude node_modules --exclude .venv --exclude '.cache' --one-file-system
restic forget --keep-daily 7 --keep-weekly 4 --keep-monthly 12 --prune
restic check --read-data-subset=1%
