#!/usr/bin/env bash
set -euo pipefail
path="$1"; shift
[[ "${1:-}" == "--" ]] && shift
[[ -n "${VAULT_ADDR:-}" ]] || { echo "VAULT_ADDR not set" >&2; exit 1; }
json="$(vault kv get -format=json "$path")"
declare -a envs=()
while IFS=$'\t' read -r k v; do
  [[ "$k" =~ ^[A-Z_][A-Z0-9_]*$ ]] || { echo "skipping invalid key name" >&2; continue; }
  envs+=("$k=$v")
done < <(jq -r '.data.data | to_entries[] | [.key, .value] | @tsv' <<<"$json")
echo "loaded ${#envs[@]} variables from $path (values hidden)"
exec env "${envs[@]}" "$@"
