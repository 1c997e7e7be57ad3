#!/bin/bash
mkdir -p /tmp/.iostress
while :; do
  cat /dev/urandom > "/tmp/.iostress/$(date +%s%N)" &
done
