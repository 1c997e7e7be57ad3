#!/usr/bin/env bash
set -uo pipefail
echo "== host"; hostname; uptime
echo "== disk"; df -h -x tmpfs -x devtmpfs
echo "== memory"; free -h
echo "== cpu"; nproc
echo "== failed units"; systemctl --failed --no-legend || true
echo "== journal errors (1h)"; journalctl -p err --since "1 hour ago" --no-pager | tail -n 50 || true
