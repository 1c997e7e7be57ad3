#!/usr/bin/env bash
set -u
if [[ -f package-lock.json ]]; then
  echo "== npm audit =="
  npm audit --json | jq -r '.vulnerabilities | to_entries[] | "\(.key)\t\(.value.severity)\t\(.value.range)\tdirect=\(.value.isDirect)"'
fi
if [[ -f requirements.txt ]]; then
  echo "== pip-audit =="
  pip-audit -r requirements.txt -f json 2>/dev/null | jq -r '.dependencies[] | select(.vulns|length>0) | "\(.name) \(.version) -> \([.vulns[].fix_versions[]]|unique|join(","))"'
fi
if [[ -f go.mod ]]; then
  echo "== govulncheck =="
  govulncheck ./... || true
fi
