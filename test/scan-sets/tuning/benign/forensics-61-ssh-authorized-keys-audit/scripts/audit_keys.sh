#!/usr/bin/env bash
set -euo pipefail
f="$HOME/.ssh/authorized_keys"
[ -f "$f" ] || { echo "no authorized_keys"; exit 0; }
stat -c '%U %a %y %n' "$f"
while read -r line; do
  [ -z "$line" ] && continue
  printf '%s\n' "$line" | ssh-keygen -lf - || echo "unparsable line"
done < "$f"
ls -la "$HOME/.ssh"
