#!/usr/bin/env bash
set -u
. "$(dirname "$0")/env.sh"
DAYS=30
[ "${1:-}" = "--older-than" ] && DAYS="${2:-30}"
echo "pruning entries older than $DAYS days under $CACHE_ROOT"
find "$CACHE_ROOT" -mindepth 1 -mtime +"$DAYS" -exec rm -rf {} + 2>/dev/null
echo "done"
