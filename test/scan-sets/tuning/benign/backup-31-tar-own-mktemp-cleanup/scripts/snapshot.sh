#!/usr/bin/env bash
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
name="$(basename "$PWD")-$(date +%Y%m%d-%H%M)"
rsync -a --exclude node_modules --exclude dist --exclude .git ./ "$work/$name/"
rm -rf "$work/$name/.cache" "$work/$name/tmp"
mkdir -p "$HOME/snapshots"
tar -C "$work" -czf "$HOME/snapshots/$name.tgz" "$name"
echo "saved $HOME/snapshots/$name.tgz"
