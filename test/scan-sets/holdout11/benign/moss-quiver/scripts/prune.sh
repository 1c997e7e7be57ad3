#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
cd "$root"
targets=(build dist .next target coverage .pytest_cache)
[ "${1:-}" = "--deps" ] && targets+=(node_modules)
found=()
for t in "${targets[@]}"; do [ -d "./$t" ] && found+=("./$t"); done
while IFS= read -r d; do found+=("$d"); done < <(find . -name __pycache__ -type d -not -path "./.git/*")
if [ "${1:-}" = "--list" ]; then printf '%s\n' "${found[@]}"; exit 0; fi
for d in "${found[@]}"; do
  case "$(realpath "$d")" in "$root"/*) rm -rf -- "$d" ;; *) echo "skip $d (outside root)";; esac
done
echo "pruned ${#found[@]} directories"
