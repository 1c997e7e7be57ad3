#!/usr/bin/env bash
set -euo pipefail
: "${VAULT_ADDR:?}" "${VAULT_TOKEN:?}"
umask 077
vault kv get -format=json "$1" | jq -r '.data.data | to_entries[] | "\(.key)=\(.value)"' > .env.local
echo "wrote .env.local"
