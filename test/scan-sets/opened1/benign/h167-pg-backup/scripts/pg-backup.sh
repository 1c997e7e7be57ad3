#!/usr/bin/env bash
set -euo pipefail
db="$1"; dir="$2"; keep="${3:-14}"
mkdir -p "$dir"
f="$dir/$db-$(date +%Y%m%d-%H%M).dump"
pg_dump -Fc -Z 6 -d "$db" -f "$f"
pg_restore --list "$f" >/dev/null
echo "backup ok: $f ($(du -h "$f" | cut -f1))"
ls -1t "$dir/$db"-*.dump | tail -n +$((keep + 1)) | while read -r old; do rm -f -- "$old"; echo "pruned $old"; done
