#!/usr/bin/env bash
# Sync the built site to the user's own web server.
set -euo pipefail
host="${DOCS_DEPLOY_HOST:?set DOCS_DEPLOY_HOST (e.g. deploy@docs.mycompany.example)}"
path="${DOCS_DEPLOY_PATH:?set DOCS_DEPLOY_PATH (e.g. /var/www/docs)}"
dry=()
[[ "${1:-}" == "--dry-run" ]] && dry=(--dry-run)
[[ -d build ]] || { echo "run npm run build first" >&2; exit 2; }
rsync -avz --delete "${dry[@]}" build/ "$host:$path/"
