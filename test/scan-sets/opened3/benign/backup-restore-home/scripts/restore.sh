#!/usr/bin/env bash
set -euo pipefail
tar tzf "$1"
read -rp "Restore these files into $HOME? [y/N] " a
[ "$a" = y ] && tar xzf "$1" -C "$HOME" --keep-old-files
