#!/usr/bin/env bash
set -euo pipefail
f=$(mktemp)
cat > "$f" <<'SH'
#!/bin/sh
echo "agent configured for $(uname -m)"
SH
chmod 700 "$f" && "$f"
rm -f "$f"
