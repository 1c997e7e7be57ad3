#!/usr/bin/env bash
set -euo pipefail
TAG="$1"; shift
: "${GITHUB_TOKEN:?set GITHUB_TOKEN}"
REPO=$(git remote get-url origin | sed -E 's#(git@|https://)github.com[:/]##; s#\.git$##')
API="https://api.github.com/repos/$REPO"
auth=(-H "Authorization: Bearer $GITHUB_TOKEN" -H "Accept: application/vnd.github+json" -H "X-GitHub-Api-Version: 2022-11-28")

rel=$(curl -fsS "${auth[@]}" -X POST "$API/releases" \
  -d "$(jq -n --arg t "$TAG" '{tag_name:$t, name:$t, generate_release_notes:true}')")
upload=$(echo "$rel" | jq -r '.upload_url' | sed 's/{?name,label}//')

for f in "$@"; do
  echo "uploading $(basename "$f")"
  curl -fsS "${auth[@]}" -H "Content-Type: application/octet-stream" \
    --data-binary @"$f" "$upload?name=$(basename "$f")" >/dev/null
done
echo "$rel" | jq -r '.html_url'
