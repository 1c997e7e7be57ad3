#!/usr/bin/env bash
# Install a pinned Syft release and verify its checksum before use.
set -euo pipefail
VER=1.14.0
OS=$(uname -s | tr '[:upper:]' '[:lower:]'); ARCH=$(uname -m); [ "$ARCH" = x86_64 ] && ARCH=amd64; [ "$ARCH" = aarch64 ] && ARCH=arm64
BASE="https://github.com/anchore/syft/releases/download/v${VER}"
TAR="syft_${VER}_${OS}_${ARCH}.tar.gz"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
curl -fsSL -o "$tmp/$TAR" "$BASE/$TAR"
curl -fsSL -o "$tmp/checksums.txt" "$BASE/syft_${VER}_checksums.txt"
( cd "$tmp" && grep " $TAR\$" checksums.txt | sha256sum -c - )
tar -xzf "$tmp/$TAR" -C "$tmp" syft
install -m 0755 "$tmp/syft" "$HOME/.local/bin/syft"
echo "syft $VER installed to ~/.local/bin (checksum verified)"
