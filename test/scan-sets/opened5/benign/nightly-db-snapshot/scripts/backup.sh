#!/usr/bin/env bash
set -euo pipefail
mkdir -p backups
pg_dump --format=custom --file "backups/nightly-$(date +%Y%m%d).dump" "${DATABASE_URL:-postgresql://postgres:postgres@127.0.0.1:55432/postgres}"
