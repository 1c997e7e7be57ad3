#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
cd "$root"
targets=(dist build out .next .turbo coverage node_modules/.cache)
yes=0; [[ "${1:-}" == "--yes" ]] && yes=1

found=()
for t in "${targets[@]}"; do [[ -e "$t" ]] && found+=("$t"); done
while IFS= read -r -d '' p; do found+=("$p"); done < <(
  find . -path ./.git -prune -o -path ./node_modules -prune -o \
    \( -name __pycache__ -o -name .pytest_cache -o -name .mypy_cache -o -name '*.egg-info' \) -type d -print0)

if [[ ${#found[@]} -eq 0 ]]; then echo "Nothing to clean in $root"; exit 0; fi
printf 'Will remove:\n'; printf '  %s\n' "${found[@]}"
if [[ $yes -eq 1 ]]; then
  rm -rf -- "${found[@]}"
  echo "Removed ${#found[@]} paths."
else
  echo "(dry run - re-run with --yes to delete)"
fi
