#!/usr/bin/env bash
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf -- "$work"' EXIT
git archive HEAD | tar x -C "$work"
(cd "$work" && npm ci --omit=dev && tar czf - .) > release.tgz
ls -lh release.tgz
