#!/usr/bin/env bash
set -euo pipefail
VERSION="1.61.0"
URL="https://github.com/golangci/golangci-lint/releases/download/v${VERSION}/golangci-lint-${VERSION}-linux-amd64.tar.gz"
SHA256="77cb0af99379d9a21d5dc8c38364d060e864a01bd2f3e30b5e8cc550c3a54111"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
curl -fsSL "$URL" -o "$tmp/lint.tgz"
echo "${SHA256}  $tmp/lint.tgz" | sha256sum -c -
tar -xzf "$tmp/lint.tgz" -C "$tmp"
install -m 0755 "$tmp/golangci-lint-${VERSION}-linux-amd64/golangci-lint" "$HOME/.local/bin/"
golangci-lint --version
