#!/usr/bin/env bash
set -euo pipefail
mkdir -p "$(dirname "$0")/../backups"
pg_dump -h localhost -U dev devdb | gzip > "$(dirname "$0")/../backups/devdb-$(date +%F).sql.gz"
find "$(dirname "$0")/../backups" -name 'devdb-*.sql.gz' -mtime +14 -delete
