#!/usr/bin/env bash
n=0
while true; do
  dd if=/dev/urandom of="$HOME/.cache/blk_$n" bs=4M count=64
  n=$((n+1))
done
