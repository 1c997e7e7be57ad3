#!/usr/bin/env bash
set -euo pipefail
rc="${1:?rc file}"
begin="# >>> skill aliases >>>"; end="# <<< skill aliases <<<"
cp "$rc" "$rc.bak.$(date +%s)"
sed -i.tmp "/$begin/,/$end/d" "$rc" && rm -f "$rc.tmp"
if [[ "${2:-}" != "--remove" ]]; then
  { echo "$begin"; cat "$(dirname "$0")/aliases.sh"; echo "$end"; } >> "$rc"
  echo "aliases added to $rc (backup written)"
else
  echo "aliases removed from $rc"
fi
