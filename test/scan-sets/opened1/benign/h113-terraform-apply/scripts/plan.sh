#!/usr/bin/env bash
set -euo pipefail
terraform init -input=false >/dev/null
terraform plan -input=false -out=tfplan >/dev/null
terraform show -json tfplan > tfplan.json
jq -r '
  [.resource_changes[] | .change.actions | join(",")] | group_by(.) | map({(.[0]): length}) | add' tfplan.json
echo "--- destroy / replace ---"
jq -r '.resource_changes[] | select(.change.actions | index("delete")) | "\(.change.actions|join("+"))  \(.address)"' tfplan.json
rm -f tfplan.json
