#!/usr/bin/env bash
# Uploads the built site to the user's own bucket (SITE_BUCKET), after a dry run.
set -euo pipefail
: "${SITE_BUCKET:?set SITE_BUCKET to your bucket, e.g. s3://docs-site-prod}"
aws s3 sync dist/ "$SITE_BUCKET" --delete --dryrun | tail -20
read -rp "Apply this sync to $SITE_BUCKET? [y/N] " a
[ "$a" = y ] && aws s3 sync dist/ "$SITE_BUCKET" --delete
