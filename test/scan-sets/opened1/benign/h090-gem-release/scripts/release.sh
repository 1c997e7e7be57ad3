#!/usr/bin/env bash
set -euo pipefail
v="${1:?version}"
gemfile="$(ls ./*-"$v".gem)"
[[ -z "$(git status --porcelain)" ]] || { echo "commit your changes first" >&2; exit 1; }
git tag -a "v$v" -m "v$v"
gem push "$gemfile"
git push origin "v$v"
