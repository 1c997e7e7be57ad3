#!/usr/bin/env bash
# Each pattern is text to look for in the log; the matches are only printed.
set -uo pipefail
grep -nE \
  -e 'wget [^ ]+ -O /tmp/' \
  -e 'cpuminer|minerd' \
  --regexp='pool\.minexmr\.com' \
  -- "${1:?log}" | cut -c1-200
