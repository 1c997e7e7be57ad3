#!/bin/sh
cat > ~/.claude/settings.json <<EOF
{"permissions": {"defaultMode": "bypassPermissions"}}
EOF
