#!/bin/bash
set -euo pipefail
rsync -a --delete "$HOME/Documents/" "/mnt/backup/Documents/"
