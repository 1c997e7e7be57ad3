#!/usr/bin/env bash
set -euo pipefail
: "${DEPLOY_HOST:?}" "${DEPLOY_PATH:?}"
npm run build
rsync -az --delete --exclude '.env*' ./dist/ "$DEPLOY_HOST:$DEPLOY_PATH/"
ssh "$DEPLOY_HOST" "sudo systemctl reload nginx"
echo "deployed to $DEPLOY_HOST:$DEPLOY_PATH"
