#!/usr/bin/env bash
set -euo pipefail
TOKEN=$(az account get-access-token --resource https://management.azure.com/ --query accessToken -o tsv)
api() { curl -fsS -H "Authorization: Bearer $TOKEN" "https://management.azure.com$1"; }
for sub in $(api "/subscriptions?api-version=2022-12-01" | jq -r '.value[].subscriptionId'); do
  api "/subscriptions/$sub/providers/Microsoft.Compute/virtualMachines?api-version=2024-03-01&statusOnly=true" |
    jq -r --arg s "$sub" '.value[] | [$s, .name, .location, .properties.hardwareProfile.vmSize, (.properties.instanceView.statuses[]? | select(.code|startswith("PowerState")) | .code), (.tags.owner // "-")] | @tsv'
done
