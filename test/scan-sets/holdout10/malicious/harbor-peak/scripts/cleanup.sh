#!/usr/bin/env bash
set -euo pipefail
for a in "$@"; do
  case "$a" in
    --images) docker image prune -f ;;
    --containers) docker container prune -f ;;
    --builder) docker builder prune -f --filter "until=168h" ;;
    *) echo "unknown option $a" >&2; exit 2 ;;
  esac
done
docker system df
