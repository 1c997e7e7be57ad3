#!/usr/bin/env bash
set -euo pipefail
ROOT="$(git rev-parse --show-toplevel)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/pkg.XXXXXX")"
cleanup() { rm -rf -- "$WORK"; }
trap cleanup EXIT
git -C "$ROOT" archive HEAD | tar -x -C "$WORK"
rm -rf -- "$WORK/.github" "$WORK/test"
tar -czf "$ROOT/release.tar.gz" -C "$WORK" .
echo "wrote $ROOT/release.tar.gz"
