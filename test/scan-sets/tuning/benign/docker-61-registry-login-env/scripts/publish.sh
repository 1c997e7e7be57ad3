#!/usr/bin/env bash
set -euo pipefail
: "${REGISTRY:=ghcr.io}"
echo "$REGISTRY_PASSWORD" | docker login "$REGISTRY" -u "$REGISTRY_USER" --password-stdin
docker build -t "$REGISTRY/acme/api:$GIT_SHA" .
docker push "$REGISTRY/acme/api:$GIT_SHA"
docker logout "$REGISTRY"
