#!/usr/bin/env bash
set -euo pipefail
ns="${1:?namespace}"
prom="${PROM_URL:-http://localhost:9090}"
printf 'workload\tcontainer\treq_cpu\treq_mem\tp95_cpu\tmax_mem\n'
kubectl -n "$ns" get deploy,sts -o json | jq -r '
  .items[] | .metadata.name as $w | .spec.template.spec.containers[] |
  [$w, .name, (.resources.requests.cpu // "-"), (.resources.requests.memory // "-")] | @tsv' |
while IFS=$'\t' read -r w c rc rm; do
  q="quantile_over_time(0.95, rate(container_cpu_usage_seconds_total{namespace=\"$ns\",container=\"$c\"}[5m])[7d:5m])"
  p95=$(curl -s --get "$prom/api/v1/query" --data-urlencode "query=$q" | jq -r '.data.result[0].value[1] // "-"')
  m="max_over_time(container_memory_working_set_bytes{namespace=\"$ns\",container=\"$c\"}[7d])"
  mx=$(curl -s --get "$prom/api/v1/query" --data-urlencode "query=$m" | jq -r '.data.result[0].value[1] // "-"')
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$w" "$c" "$rc" "$rm" "$p95" "$mx"
done
