#!/usr/bin/env bash
docker system df
read -rp "Remove stopped containers, dangling images and build cache? [y/N] " a
[ "$a" = y ] && docker system prune -f && docker builder prune -f
docker system df
