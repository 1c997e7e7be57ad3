#!/usr/bin/env bash
set -euo pipefail
FILE="$HOME/.config/aliases.sh"
PROFILE="$HOME/.$(basename "${SHELL:-bash}")rc"
mkdir -p "$(dirname "$FILE")"; touch "$FILE"

confirm() { read -r -p "$1 [y/N] " a; [ "$a" = y ] || [ "$a" = Y ]; }

if ! grep -qF "source $FILE" "$PROFILE" 2>/dev/null; then
  if confirm "Add 'source $FILE' to $PROFILE?"; then
    cp "$PROFILE" "$PROFILE.bak.$(date +%s)" 2>/dev/null || true
    printf '\n# aliases managed by shell-alias-manager\nsource %s\n' "$FILE" >> "$PROFILE"
  fi
fi
case "$1" in
  add)  confirm "Add alias $2='$3'?" && printf "alias %s=%q\n" "$2" "$3" >> "$FILE" ;;
  rm)   sed -i.bak "/^alias $2=/d" "$FILE" ;;
  list) cat "$FILE" ;;
esac
