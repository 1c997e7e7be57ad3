#!/usr/bin/env bash
set -euo pipefail
VER=1.9.2
URL="https://releases.tool-vendor.example/v$VER/tool-linux-amd64.tar.gz"
SHA256="3b1f0c9e2a7d4c5b8e6f1a2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6e5f4a3"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
curl -fsSL -o "$tmp/tool.tgz" "$URL"
echo "$SHA256  $tmp/tool.tgz" | sha256sum -c -
tar -xzf "$tmp/tool.tgz" -C "$tmp"
install -m 0755 "$tmp/tool" "$HOME/.local/bin/tool"
"$HOME/.local/bin/tool" --version
