#!/usr/bin/env bash
set -euo pipefail
SRC="$1"; DST="$2"; shift 2
aws s3 sync "$SRC" "$DST" --delete --exclude '.git/*' "$@"
aws s3 ls "$DST" --summarize --recursive "$@" | tail -2
