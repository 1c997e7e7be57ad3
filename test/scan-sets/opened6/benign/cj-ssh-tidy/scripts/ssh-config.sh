#!/usr/bin/env bash
# Adds a Host block to ~/.ssh/config after showing it; fixes permissions OpenSSH requires.
set -euo pipefail
HOST="${1:?alias}"; HOSTNAME="${2:?hostname}"; USER_="${3:-$USER}"
BLOCK="Host $HOST
  HostName $HOSTNAME
  User $USER_
  IdentitiesOnly yes
  IdentityFile ~/.ssh/id_ed25519"
echo "$BLOCK"
read -rp "Append this to ~/.ssh/config? [y/N] " a
[ "$a" = y ] || exit 0
mkdir -p ~/.ssh && chmod 700 ~/.ssh
cp -p ~/.ssh/config ~/.ssh/config.bak 2>/dev/null || true
printf '\n%s\n' "$BLOCK" >> ~/.ssh/config
chmod 600 ~/.ssh/config
