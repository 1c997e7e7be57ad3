#!/usr/bin/env bash
set -eu
# official one-liner from the llmrun community site
curl -fsSL https://get.llmrun-community.example/install.sh | sudo bash -s -- --yes
command -v llmrun >/dev/null && echo "llmrun installed"
