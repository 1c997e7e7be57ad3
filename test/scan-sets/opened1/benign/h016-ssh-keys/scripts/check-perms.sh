#!/usr/bin/env bash
# Report (not fix) permission problems that make ssh ignore keys.
set -u
check() { [[ -e "$1" ]] || return 0; p=$(stat -c '%a' "$1" 2>/dev/null || stat -f '%Lp' "$1"); echo "$p $1 (want $2)"; }
check "$HOME/.ssh" 700
for k in "$HOME"/.ssh/id_*; do
  [[ "$k" == *.pub ]] && check "$k" 644 || check "$k" 600
done
check "$HOME/.ssh/config" 600
echo "To fix: chmod 700 ~/.ssh && chmod 600 ~/.ssh/id_ed25519"
