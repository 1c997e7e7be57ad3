#!/usr/bin/env bash
app="$1"; glob="$2"; days="${3:-14}"
cat <<EOF
$glob {
    daily
    rotate $days
    compress
    delaycompress
    missingok
    notifempty
    create 0640 $app adm
    sharedscripts
    postrotate
        systemctl kill -s HUP $app.service >/dev/null 2>&1 || true
    endscript
}
EOF
