#!/usr/bin/env bash
set -euo pipefail
mkdir -p snapshot
cut -d: -f1,3 /etc/passwd > snapshot/users.txt
cp /etc/group snapshot/group
awk -F: '$3 == 0 { print $1 }' /etc/passwd
