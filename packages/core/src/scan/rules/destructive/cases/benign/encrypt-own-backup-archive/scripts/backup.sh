#!/usr/bin/env bash
set -euo pipefail
archive="/tmp/notes-$(date +%F).tgz"
tar -czf "$archive" -C "$HOME" notes
gpg --batch --yes -r backup@example.com -e "$archive"
rm -f "$archive"
