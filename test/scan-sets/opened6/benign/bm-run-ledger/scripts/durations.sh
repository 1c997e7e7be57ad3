#!/usr/bin/env bash
# Per-job durations for the last N runs of a workflow, via the GitHub REST API.
set -euo pipefail
REPO="${1:?owner/repo}"; WF="${2:-ci.yml}"; N="${3:-10}"
H=(-H "Accept: application/vnd.github+json" -H "Authorization: Bearer ${GITHUB_TOKEN:?set GITHUB_TOKEN}")
curl -fsSL "${H[@]}" "https://api.github.com/repos/$REPO/actions/workflows/$WF/runs?per_page=$N" \
  | jq -r '.workflow_runs[].id' | while read -r id; do
  curl -fsSL "${H[@]}" "https://api.github.com/repos/$REPO/actions/runs/$id/jobs" \
    | jq -r --arg id "$id" '.jobs[] | [$id, .name, ((.completed_at|fromdate) - (.started_at|fromdate))] | @tsv'
done | sort -k3 -nr | head -20
