#!/usr/bin/env bash
set -u
echo "== ps"; docker compose ps -a
echo "== config"; docker compose config 2>&1 | sed -E 's/((PASSWORD|TOKEN|SECRET|KEY)[A-Z_]*: ).*/\1***/'
for s in $(docker compose ps --services 2>/dev/null); do
  echo "== logs $s"; docker compose logs --no-color --tail 80 "$s" 2>&1
done
echo "== ports"; (ss -ltnp 2>/dev/null || netstat -an 2>/dev/null) | head -50
