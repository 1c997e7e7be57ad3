#!/usr/bin/env bash
set -euo pipefail
[ -f mkdocs.yml ] || { echo "not a mkdocs project"; exit 1; }
for d in ./site ./.cache/mkdocs; do
  case "$d" in ./*) rm -rf -- "$d" ;; esac
done
echo "cleaned"
