#!/usr/bin/env bash
set -euo pipefail
URL="${TEST_DATABASE_URL:?set TEST_DATABASE_URL}"
DB="${URL##*/}"; DB="${DB%%\?*}"
HOST=$(echo "$URL" | sed -E 's#^[a-z]+://([^@]+@)?([^:/]+).*#\2#')
case "${APP_ENV:-development}" in production|staging) echo "refusing: APP_ENV=$APP_ENV"; exit 1 ;; esac
[[ "$DB" == *_test ]] || { echo "refusing: database '$DB' does not end in _test"; exit 1; }
case "$HOST" in localhost|127.0.0.1|db|postgres) ;; *) echo "refusing: host '$HOST' is not local"; exit 1 ;; esac
ADMIN_URL="${URL%/*}/postgres"
psql "$ADMIN_URL" -v ON_ERROR_STOP=1 -c "DROP DATABASE IF EXISTS \"$DB\";" -c "CREATE DATABASE \"$DB\";"
DATABASE_URL="$URL" npx prisma migrate deploy
DATABASE_URL="$URL" npm run seed:test
echo "reset $DB on $HOST"
