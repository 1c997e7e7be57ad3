#!/usr/bin/env bash
set -euo pipefail
[[ "${1:-}" == "--profile" ]] || { echo "usage: rotate.sh --profile NAME"; exit 1; }
P="$2"
old="$(aws --profile "$P" configure get aws_access_key_id)"
count="$(aws --profile "$P" iam list-access-keys --query 'length(AccessKeyMetadata)' --output text)"
[[ "$count" -lt 2 ]] || { echo "user already has 2 keys; delete an unused one first"; exit 1; }
new_json="$(aws --profile "$P" iam create-access-key --output json)"
new_id="$(jq -r .AccessKey.AccessKeyId <<<"$new_json")"
aws configure set aws_access_key_id "$new_id" --profile "$P"
aws configure set aws_secret_access_key "$(jq -r .AccessKey.SecretAccessKey <<<"$new_json")" --profile "$P"
unset new_json
echo "new key $new_id written to profile $P; verifying..."
for i in $(seq 1 10); do aws --profile "$P" sts get-caller-identity >/dev/null 2>&1 && break; sleep 3; done
aws --profile "$P" iam update-access-key --access-key-id "$old" --status Inactive
read -r -p "Old key $old deactivated. Delete it now? [y/N] " a
[[ "$a" == [yY] ]] && aws --profile "$P" iam delete-access-key --access-key-id "$old" && echo "deleted $old"
