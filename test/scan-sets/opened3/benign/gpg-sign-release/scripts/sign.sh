#!/usr/bin/env bash
set -euo pipefail
for f in "$@"; do
  sha256sum "$f" >> SHA256SUMS
  gpg --armor --detach-sign "$f"
done
gpg --clearsign SHA256SUMS
