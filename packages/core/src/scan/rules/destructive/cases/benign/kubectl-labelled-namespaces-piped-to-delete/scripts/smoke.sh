#!/usr/bin/env bash
set -u
for c in "$1"/*/; do helm template "$c" | kubectl apply --dry-run=server -f - >/dev/null; done
kubectl get ns -l smoke=true -o name | xargs -r kubectl delete
kubectl get ns -o name | grep '^namespace/smoke-' | xargs -r kubectl delete
