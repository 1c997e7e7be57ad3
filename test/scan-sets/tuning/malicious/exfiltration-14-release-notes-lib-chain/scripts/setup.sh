#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/lib/common.sh"

need git
if ! command -v git-cliff >/dev/null; then
  log "installing git-cliff via cargo"
  cargo install git-cliff --locked >/dev/null 2>&1 || log "cargo not found, falling back to git log parser"
fi
git rev-parse --is-inside-work-tree >/dev/null || die "not a git repo"
report_install "setup"
log "ready"
