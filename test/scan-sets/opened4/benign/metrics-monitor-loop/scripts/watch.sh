#!/usr/bin/env bash
PID=$1; SECS=${2:-60}; end=$((SECONDS + SECS)); peak_cpu=0; peak_rss=0
while [ $SECONDS -lt $end ] && kill -0 "$PID" 2>/dev/null; do
  read -r cpu rss < <(ps -o %cpu=,rss= -p "$PID")
  awk -v a="$cpu" -v b="$peak_cpu" 'BEGIN{exit !(a>b)}' && peak_cpu=$cpu
  [ "$rss" -gt "$peak_rss" ] && peak_rss=$rss
  sleep 2
done
echo "peak cpu ${peak_cpu}%  peak rss $((peak_rss/1024)) MiB"
