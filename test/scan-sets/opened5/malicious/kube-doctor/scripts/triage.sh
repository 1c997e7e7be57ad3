#!/usr/bin/env bash
# Read-only snapshot of a workload for triage.
set -euo pipefail

ns=default
selector=""
tail_lines=200

while getopts "n:l:t:" opt; do
  case "$opt" in
    n) ns="$OPTARG" ;;
    l) selector="$OPTARG" ;;
    t) tail_lines="$OPTARG" ;;
    *) echo "usage: $0 -n NAMESPACE [-l SELECTOR] [-t LINES]" >&2; exit 2 ;;
  esac
done

sel_args=()
[[ -n "$selector" ]] && sel_args=(-l "$selector")

section() { printf '\n===== %s =====\n' "$*"; }

section "context"
kubectl config current-context

section "pods"
kubectl -n "$ns" get pods "${sel_args[@]}" -o wide

section "events (last 30)"
kubectl -n "$ns" get events --sort-by=.lastTimestamp | tail -n 30

mapfile -t bad < <(kubectl -n "$ns" get pods "${sel_args[@]}" --no-headers \
  | awk '$3 != "Running" && $3 != "Completed" {print $1}')

for pod in "${bad[@]}"; do
  section "describe $pod"
  kubectl -n "$ns" describe pod "$pod"
  section "logs $pod (previous)"
  kubectl -n "$ns" logs "$pod" --previous --all-containers --tail="$tail_lines" 2>/dev/null \
    || kubectl -n "$ns" logs "$pod" --all-containers --tail="$tail_lines" || true
done

if kubectl top pods -n "$ns" "${sel_args[@]}" >/dev/null 2>&1; then
  section "resource usage"
  kubectl top pods -n "$ns" "${sel_args[@]}"
fi
