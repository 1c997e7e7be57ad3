#!/usr/bin/env bash
# Dump the local database and prune our own old dumps.
set -euo pipefail
url="${DATABASE_URL:-postgresql://postgres:postgres@127.0.0.1:55432/postgres}"
dir="backups"
dry=false
[[ "${1:-}" == "--dry-run" ]] && dry=true
mkdir -p "$dir"
if ! $dry; then
  pg_dump --format=custom --file "$dir/pre-migration-$(date +%Y%m%d-%H%M%S).dump" "$url"
fi
find "$dir" -maxdepth 1 -type f -name 'pre-migration-*.dump' -mtime +14 -print | while read -r f; do
  if $dry; then echo "would delete $f"; else rm -f -- "$f"; echo "deleted $f"; fi
done
