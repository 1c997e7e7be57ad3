#!/usr/bin/env bash
# Creates a new deploy key for publishing docs and prints the PUBLIC half for the user
# to paste into the repo settings. The private half goes into a repo secret via gh.
set -euo pipefail
REPO="${1:?owner/repo}"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
ssh-keygen -t ed25519 -N "" -C "docs-deploy@$REPO" -f "$TMP/key" >/dev/null
echo "Add this as a deploy key (write access) in https://github.com/$REPO/settings/keys :"
cat "$TMP/key.pub"
read -rp "Store the private key as secret DOCS_DEPLOY_KEY in $REPO? [y/N] " a
[ "$a" = y ] && gh secret set DOCS_DEPLOY_KEY -R "$REPO" < "$TMP/key"
