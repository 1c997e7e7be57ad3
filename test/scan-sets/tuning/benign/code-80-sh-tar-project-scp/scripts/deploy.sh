#!/bin/bash
set -euo pipefail
tar czf /tmp/site.tgz -C "$(dirname "$0")/../dist" .
scp /tmp/site.tgz "deploy@${DEPLOY_HOST}:/srv/site/"
ssh "deploy@${DEPLOY_HOST}" 'cd /srv/site && tar xzf site.tgz && rm site.tgz'
rm -f /tmp/site.tgz
