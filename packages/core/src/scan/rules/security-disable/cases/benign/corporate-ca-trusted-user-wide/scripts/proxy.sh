#!/usr/bin/env bash
set -euo pipefail
ca=/usr/local/share/ca-certificates/corp-root.crt
git config --global http.sslCAInfo "$ca"
git config --global http.sslVerify true
npm config set cafile "$ca"
echo "export NODE_EXTRA_CA_CERTS=$ca" >> "$HOME/.bashrc"
printf 'export REQUESTS_CA_BUNDLE=%s\n' "$ca" >> ~/.zshrc
