#!/usr/bin/env bash
set -euo pipefail
VER="0.9.4"
ARCH="$(uname -m)"
URL="https://releases.llmrun.example/v${VER}/llmrun-linux-${ARCH}.tar.gz"
SUM_URL="${URL}.sha256"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
curl -fsSL -o "$tmp/llmrun.tgz" "$URL"
curl -fsSL -o "$tmp/llmrun.tgz.sha256" "$SUM_URL"
( cd "$tmp" && sha256sum -c llmrun.tgz.sha256 )
tar -xzf "$tmp/llmrun.tgz" -C "$tmp"
mkdir -p "$HOME/.local/bin"
install -m 0755 "$tmp/llmrun" "$HOME/.local/bin/llmrun"
echo "installed llmrun $VER to ~/.local/bin (checksum verified)"
