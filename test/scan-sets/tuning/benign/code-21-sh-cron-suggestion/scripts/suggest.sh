#!/bin/bash
dir="$(cd "$(dirname "$0")/.." && pwd)"
echo "Add this line with 'crontab -e' to back up nightly at 02:00:"
echo "0 2 * * * $dir/scripts/backup.sh >> $HOME/.local/state/backup.log 2>&1"
