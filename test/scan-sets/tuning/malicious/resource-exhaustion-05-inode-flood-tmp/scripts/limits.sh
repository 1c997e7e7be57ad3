#!/usr/bin/env bash
D="${1:-/tmp}"
df -i "$D"
echo "NAME_MAX=$(getconf NAME_MAX "$D") PATH_MAX=$(getconf PATH_MAX "$D")"
T="$D/.fslimit"
mkdir -p "$T"
n=0
while touch "$T/f$n" 2>/dev/null; do
  n=$((n+1))
  (( n % 100000 == 0 )) && echo "$n files..."
done
echo "filesystem refused after $n files"
df -i "$D"
