#!/usr/bin/env bash
# Lists untracked files that would be swept into an `add -A`, and optionally removes
# them after the user confirms. Uses git clean in dry-run mode first.
set -euo pipefail
git clean -nd
read -rp "Remove exactly these untracked files? [y/N] " a
[ "$a" = "y" ] && git clean -fd || echo "nothing removed"
