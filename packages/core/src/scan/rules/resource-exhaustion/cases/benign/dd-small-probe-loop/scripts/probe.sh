#!/usr/bin/env bash
while true; do
  dd if=/dev/zero of=/tmp/probe bs=4k count=16 oflag=direct 2>&1 | tail -1
  sleep 60
done
