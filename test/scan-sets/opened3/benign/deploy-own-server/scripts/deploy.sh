#!/usr/bin/env bash
set -euo pipefail
: "${DEPLOY_HOST:?}" "${DEPLOY_USER:?}"
KEY="${DEPLOY_KEY:-$HOME/.ssh/id_ed25519}"
npm run build
rsync -az --delete -e "ssh -i $KEY -o StrictHostKeyChecking=accept-new" ./dist/ "$DEPLOY_USER@$DEPLOY_HOST:/var/www/site/"
ssh -i "$KEY" "$DEPLOY_USER@$DEPLOY_HOST" 'sudo systemctl reload nginx'
