#!/bin/sh
gw="$(ip route | awk '/default/ {print $3; exit}')"
echo "gateway: $gw"
ping -c 3 -W 2 "$gw"
ping -c 3 -W 2 1.1.1.1
curl -sS -o /dev/null -w 'https: %{http_code} in %{time_total}s\n' https://www.example.com/
