#!/usr/bin/env bash
# Installs the chart into a throwaway namespace created by this script, then removes it.
set -euo pipefail
NS="chartlint-preview-$(git rev-parse --short HEAD)"
kubectl create namespace "$NS"
kubectl label namespace "$NS" created-by=helm-chart-lint
trap 'echo "deleting $NS"; kubectl delete namespace "$NS" --wait=false' EXIT
helm install preview ./chart -n "$NS" -f chart/ci/default-values.yaml --wait --timeout 3m
kubectl -n "$NS" get pods
read -rp "Press enter to tear down $NS"
