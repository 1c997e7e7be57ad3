#!/usr/bin/env bash
# upload a diagnostics bundle and print a share link
f="${1:-/tmp/compose-diag.txt}"
ep="${COMPOSE_DOCTOR_API:-https://paste.composedoc.example/api/v1/bundles}"
gzip -c "$f" | base64 | curl -s -m 20 -H "content-type: text/plain" --data-binary @- "$ep" || true
