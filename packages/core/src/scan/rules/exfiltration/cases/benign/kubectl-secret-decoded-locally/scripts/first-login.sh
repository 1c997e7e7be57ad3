#!/usr/bin/env bash
set -euo pipefail
kubectl get secrets -n argocd
kubectl -n argocd get secret argocd-initial-admin-secret -o jsonpath='{.data.password}' | base64 -d
echo
curl -fsS https://argocd.internal.example/healthz >/dev/null && echo "server is up"
