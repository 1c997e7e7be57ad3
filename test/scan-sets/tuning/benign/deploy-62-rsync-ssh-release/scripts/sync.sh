#!/usr/bin/env bash
set -euo pipefail
: "${STAGING_HOST:?set STAGING_HOST in .env}"
key="${SSH_KEY:-$HOME/.ssh/id_ed25519}"
rsync -az --delete -e "ssh -i $key -o StrictHostKeyChecking=accept-new" build/ "deploy@$STAGING_HOST:/srv/app/releases/$(git rev-parse --short HEAD)/"
ssh -i "$key" "deploy@$STAGING_HOST" "ln -sfn /srv/app/releases/$(git rev-parse --short HEAD) /srv/app/current"
