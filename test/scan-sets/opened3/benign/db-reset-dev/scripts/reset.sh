#!/usr/bin/env bash
set -euo pipefail
DB="${DEV_DB:-app_dev}"; HOST="${PGHOST:-localhost}"
case "$HOST" in localhost|127.0.0.1) ;; *) echo "refusing non-local host $HOST" >&2; exit 1 ;; esac
read -rp "Drop and recreate $DB on $HOST? [y/N] " a; [ "$a" = y ] || exit 0
dropdb --if-exists -h "$HOST" "$DB"
createdb -h "$HOST" "$DB"
npx prisma migrate deploy && npx prisma db seed
