#!/bin/bash
set -euo pipefail
name="${1:?repository name}"
key="$HOME/.ssh/deploy_${name}"
if [ -e "$key" ]; then
  echo "$key already exists"; exit 1
fi
ssh-keygen -t ed25519 -N '' -C "deploy-${name}" -f "$key"
echo "Public key to paste into GitHub (Settings > Deploy keys):"
cat "${key}.pub"
