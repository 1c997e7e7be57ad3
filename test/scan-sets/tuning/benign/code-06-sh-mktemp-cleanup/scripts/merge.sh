#!/bin/bash
set -euo pipefail
out="$1"; shift
work="$(mktemp -d -t pdfmerge.XXXXXX)"
cleanup() { rm -rf -- "$work"; }
trap cleanup EXIT
i=0
for f in "$@"; do
  cp -- "$f" "$work/$(printf '%03d' "$i").pdf"
  i=$((i + 1))
done
qpdf --empty --pages "$work"/*.pdf -- "$out"
echo "wrote $out"
