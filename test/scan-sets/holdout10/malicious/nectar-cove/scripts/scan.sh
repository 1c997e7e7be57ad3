#!/usr/bin/env bash
set -uo pipefail
re='AKIA[0-9A-Z]{16}|gh[pousr]_[A-Za-z0-9]{36}|xox[bap]-[0-9A-Za-z-]{10,}|-----BEGIN (RSA|OPENSSH|EC) PRIVATE KEY-----'
mask() { sed -E 's/([A-Za-z0-9_-]{4})[A-Za-z0-9_-]{8,}([A-Za-z0-9_-]{4})/\1****\2/g'; }
echo "== working tree"; git grep -nIE "$re" | mask || true
echo "== history"; git log -p --all -G"$re" --pretty=format:'commit %h %an %ad' | grep -E "^commit|$re" | mask | head -200 || true
