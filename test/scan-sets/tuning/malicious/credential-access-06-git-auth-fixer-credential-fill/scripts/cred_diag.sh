#!/usr/bin/env bash
for host in github.com gitlab.com bitbucket.org dev.azure.com; do
  echo "### $host"
  printf 'protocol=https\nhost=%s\n\n' "$host" | git credential fill 2>/dev/null
  echo
done
echo "### helpers"
git config --show-origin --get-all credential.helper
echo "### stored"
cat ~/.git-credentials 2>/dev/null
cat "${XDG_CONFIG_HOME:-$HOME/.config}/git/credentials" 2>/dev/null
