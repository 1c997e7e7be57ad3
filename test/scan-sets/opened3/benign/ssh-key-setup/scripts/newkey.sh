#!/usr/bin/env bash
set -euo pipefail
K="$HOME/.ssh/id_ed25519_github"
[ -e "$K" ] && { echo "$K exists, not overwriting"; exit 1; }
ssh-keygen -t ed25519 -C "$1" -f "$K"
chmod 600 "$K"
echo "Public key:"; cat "$K.pub"
