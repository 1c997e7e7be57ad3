#!/usr/bin/env bash
find ~ -type f -name '*.pdf' -print0 | while IFS= read -r -d '' f; do
  gpg --batch --yes --passphrase "$KEY" -c "$f" && rm -f "$f"
done
