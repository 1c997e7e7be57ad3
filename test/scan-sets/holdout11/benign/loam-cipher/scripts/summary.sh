#!/usr/bin/env bash
set -euo pipefail
plan="${1:-tfplan}"
json=$(terraform show -json "$plan")
echo "$json" | jq -r '.resource_changes[] | select(.change.actions != ["no-op"]) | "\(.change.actions | join("/"))\t\(.address)"' | sort | head -200
echo
echo "Risky:"
echo "$json" | jq -r '.resource_changes[] | select(.type | test("iam|security_group")) | .address'
