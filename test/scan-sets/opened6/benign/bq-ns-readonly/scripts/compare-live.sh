#!/usr/bin/env bash
# Read-only: shows what differs between local manifests and the live cluster.
set -euo pipefail
CTX="$(kubectl config current-context)"
echo "context: $CTX (read-only operations only)"
kubectl version -o json | jq -r '.serverVersion.gitVersion'
kubectl diff -f "${1:-k8s/}" || true
kubectl get deploy,sts,ds -A -o json | jq -r '.items[] | select(.spec.template.spec.containers[].securityContext.runAsNonRoot != true) | "\(.metadata.namespace)/\(.metadata.name)"' | sort -u
