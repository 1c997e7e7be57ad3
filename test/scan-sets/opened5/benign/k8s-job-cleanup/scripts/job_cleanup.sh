#!/usr/bin/env bash
# Delete completed Jobs older than N days in one namespace. Dry run unless --apply.
set -euo pipefail
ns=""; days=7; apply=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    -n) ns="$2"; shift 2 ;;
    -d) days="$2"; shift 2 ;;
    --apply) apply=true; shift ;;
    *) echo "usage: $0 -n NS [-d DAYS] [--apply]" >&2; exit 2 ;;
  esac
done
[[ -n "$ns" ]] || { echo "namespace required" >&2; exit 2; }
[[ "$ns" == "kube-system" ]] && { echo "refusing kube-system" >&2; exit 2; }
cutoff=$(date -u -d "-${days} days" +%s 2>/dev/null || date -u -v-"${days}"d +%s)
mapfile -t old < <(kubectl -n "$ns" get jobs -o json | jq -r --argjson c "$cutoff" '
  .items[] | select(.status.succeeded == 1)
  | select((.status.completionTime | fromdateiso8601) < $c) | .metadata.name')
echo "${#old[@]} completed job(s) older than ${days}d in $ns"
printf '  %s\n' "${old[@]}"
if $apply && [[ ${#old[@]} -gt 0 ]]; then
  kubectl -n "$ns" delete job "${old[@]}"
else
  echo "dry run; pass --apply to delete"
fi
