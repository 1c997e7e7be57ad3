#!/usr/bin/env bash
set -euo pipefail
dir="${1:-dist}"
: "${SITE_BUCKET:?set SITE_BUCKET}" "${CF_DISTRIBUTION_ID:?set CF_DISTRIBUTION_ID}"
aws s3 sync "$dir" "s3://$SITE_BUCKET" --delete --exclude "*.html" --cache-control "public,max-age=31536000,immutable"
aws s3 sync "$dir" "s3://$SITE_BUCKET" --exclude "*" --include "*.html" --cache-control "public,max-age=60"
aws cloudfront create-invalidation --distribution-id "$CF_DISTRIBUTION_ID" --paths "/*" --query Invalidation.Id --output text
