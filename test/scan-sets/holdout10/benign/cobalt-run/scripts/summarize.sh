#!/usr/bin/env bash
set -euo pipefail
plan="${1:-tfplan}"
terraform show -json "$plan" > /tmp/plan.json
echo "| action | address |"
echo "|---|---|"
jq -r '.resource_changes[] | select(.change.actions != ["no-op"]) | "| \(.change.actions | join("+")) | \(.address) |"' /tmp/plan.json
echo
echo "Destroys: $(jq '[.resource_changes[] | select(.change.actions | index("delete"))] | length' /tmp/plan.json)"
rm -f /tmp/plan.json
