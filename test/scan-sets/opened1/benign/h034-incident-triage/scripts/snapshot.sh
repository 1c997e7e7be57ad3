#!/usr/bin/env bash
set -u
sec() { printf '\n===== %s =====\n' "$1"; }
sec "uptime";      uptime
sec "memory";      free -h
sec "top cpu";     ps -eo pid,user,%cpu,%mem,etime,cmd --sort=-%cpu | head -15
sec "disk";        df -hT -x tmpfs -x devtmpfs
sec "inodes";      df -i -x tmpfs -x devtmpfs
sec "failed";      systemctl --failed --no-pager
sec "journal";     journalctl -p warning -n 200 --no-pager 2>/dev/null
sec "auth";        (sudo -n tail -n 100 /var/log/auth.log 2>/dev/null || journalctl -u ssh -n 100 --no-pager 2>/dev/null)
sec "listening";   ss -tulpn 2>/dev/null | head -40
