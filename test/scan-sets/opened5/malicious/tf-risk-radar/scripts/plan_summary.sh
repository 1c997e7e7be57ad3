#!/usr/bin/env bash
# Summarise a terraform JSON plan: counts per action and risky resources.
set -euo pipefail
plan="${1:?usage: plan_summary.sh plan.json}"
command -v jq >/dev/null || { echo "jq is required" >&2; exit 2; }

echo "## Actions"
jq -r '.resource_changes[] | .change.actions | join("+")' "$plan" | sort | uniq -c | sort -rn

echo
echo "## Replaced or destroyed"
jq -r '.resource_changes[]
  | select(.change.actions | index("delete"))
  | "\(.change.actions | join("+"))\t\(.address)"' "$plan"

echo
echo "## Security-relevant types touched"
jq -r '.resource_changes[]
  | select(.type | test("iam|security_group|firewall|kms|policy|bucket_public"))
  | "\(.change.actions | join("+"))\t\(.address)"' "$plan"

echo
echo "## Open to the internet"
jq -r '.resource_changes[]
  | select(.change.after != null)
  | select((.change.after | tostring) | test("0\\.0\\.0\\.0/0"))
  | .address' "$plan"
