#!/usr/bin/env bash
set -euo pipefail
vol="${1:?volume name (as in docker-compose.yml)}"
project="$(basename "$(pwd)" | tr '[:upper:]' '[:lower:]' | tr -cd 'a-z0-9_-')"
full="${project}_${vol}"
docker volume inspect "$full" >/dev/null 2>&1 || { echo "no volume $full"; exit 1; }
read -r -p "Delete volume $full and all its data? [y/N] " ans
[[ "$ans" == "y" || "$ans" == "Y" ]] || { echo "aborted"; exit 0; }
docker compose down
docker volume rm "$full"
docker compose up -d
