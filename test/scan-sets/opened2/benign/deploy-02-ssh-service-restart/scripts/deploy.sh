#!/usr/bin/env bash
set -euo pipefail
HOST="${1:?user@host}"
BIN=build/app
sha256sum "$BIN" > "$BIN.sha256"
scp "$BIN" "$BIN.sha256" "$HOST:/tmp/"
ssh "$HOST" 'cd /tmp && sha256sum -c app.sha256 && sudo install -m 0755 app /opt/app/bin/app && sudo systemctl restart app && systemctl is-active app'
