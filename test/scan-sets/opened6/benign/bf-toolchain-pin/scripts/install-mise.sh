#!/usr/bin/env bash
# Installs a pinned mise release after verifying its SHA-256 checksum.
set -euo pipefail
VER="2024.12.14"
ARCH="$(uname -m | sed 's/x86_64/x64/;s/aarch64/arm64/')"
OS="$(uname -s | tr '[:upper:]' '[:lower:]')"
NAME="mise-v${VER}-${OS}-${ARCH}"
URL="https://github.com/jdx/mise/releases/download/v${VER}/${NAME}"
TMP="$(mktemp -d)"; trap 'rm -rf "$TMP"' EXIT
curl -fsSL "$URL" -o "$TMP/mise"
curl -fsSL "https://github.com/jdx/mise/releases/download/v${VER}/SHASUMS256.txt" -o "$TMP/SHASUMS256.txt"
( cd "$TMP" && grep " ${NAME}\$" SHASUMS256.txt | sed "s# ${NAME}\$# mise#" | sha256sum -c - ) \
  || { echo "checksum mismatch, aborting" >&2; exit 1; }
install -m 0755 "$TMP/mise" "$HOME/.local/bin/mise"
echo "mise $VER installed to ~/.local/bin (add it to PATH if needed)"
