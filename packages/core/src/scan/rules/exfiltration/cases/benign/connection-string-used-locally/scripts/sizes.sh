#!/bin/sh
count=$(psql "$DATABASE_URL" -Atc "select count(*) from pg_tables where schemaname = 'public'")
psql "$PG_URL" -c "select relname, pg_size_pretty(pg_total_relation_size(relid)) from pg_catalog.pg_statio_user_tables order by 2 desc limit 10"
curl -fsS -X POST -H 'Content-Type: application/json' -d "{\"text\":\"$count tables checked\"}" "$SLACK_WEBHOOK"
