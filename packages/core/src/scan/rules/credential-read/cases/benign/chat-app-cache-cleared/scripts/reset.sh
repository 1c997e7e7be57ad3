#!/bin/sh
base="$HOME/Library/Application Support/Slack"
du -sh "$base/Cache" "$base/Service Worker/CacheStorage" 2>/dev/null
rm -rf "$base/Cache" "$base/Code Cache" "$base/Service Worker/CacheStorage"
echo "Slack cache cleared; you will stay signed in."
