#!/usr/bin/env bash
set -euo pipefail
ns="$1"; deploy="$2"; image="$3"
echo "context: $(kubectl config current-context)  namespace: $ns"
if [[ "$ns" == prod* ]]; then
  read -r -p "Type the namespace to confirm: " typed
  [[ "$typed" == "$ns" ]] || { echo "mismatch, aborting"; exit 1; }
fi
container="$(kubectl -n "$ns" get deploy "$deploy" -o jsonpath='{.spec.template.spec.containers[0].name}')"
kubectl -n "$ns" set image "deploy/$deploy" "$container=$image"
kubectl -n "$ns" annotate "deploy/$deploy" kubernetes.io/change-cause="set image $image" --overwrite
if ! kubectl -n "$ns" rollout status "deploy/$deploy" --timeout=300s; then
  echo "rollout did not complete; consider: kubectl -n $ns rollout undo deploy/$deploy"
  exit 1
fi
kubectl -n "$ns" get pods -l "app=$deploy" -o wide
