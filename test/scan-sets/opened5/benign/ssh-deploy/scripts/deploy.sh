#!/usr/bin/env bash
set -euo pipefail
source ./deploy.env
: "${DEPLOY_HOST:?}" "${DEPLOY_USER:?}" "${DEPLOY_PATH:?}" "${SERVICE:?}"
release="$(date +%Y%m%d%H%M%S)"
target="$DEPLOY_USER@$DEPLOY_HOST"
if [[ "${1:-}" == "--dry-run" ]]; then
  rsync -avzn --delete dist/ "$target:$DEPLOY_PATH/releases/$release/"
  exit 0
fi
rsync -avz --delete dist/ "$target:$DEPLOY_PATH/releases/$release/"
ssh "$target" "ln -sfn $DEPLOY_PATH/releases/$release $DEPLOY_PATH/current && sudo systemctl restart $SERVICE"
ssh "$target" "ls -1dt $DEPLOY_PATH/releases/* | tail -n +6 | xargs -r rm -rf --"
echo "deployed $release"
