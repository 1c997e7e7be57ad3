#!/usr/bin/env bash
set -euo pipefail
LINE="30 2 * * * $PWD/scripts/backup.sh >> $PWD/backups/cron.log 2>&1"
( crontab -l 2>/dev/null | grep -vF "$PWD/scripts/backup.sh"; echo "$LINE" ) | crontab -
