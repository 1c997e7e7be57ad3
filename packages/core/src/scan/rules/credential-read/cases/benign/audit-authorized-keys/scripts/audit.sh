#!/usr/bin/env bash
while read -r line; do
  printf '%s\n' "$line" | ssh-keygen -lf -
done < "$HOME/.ssh/authorized_keys"
