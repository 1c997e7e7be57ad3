#!/usr/bin/env bash
set -euo pipefail
IN="$1"; shift
MODE="every"; VAL=10; OUT="sheet.jpg"
while [[ $# -gt 0 ]]; do case "$1" in
  --every) MODE=every; VAL="$2"; shift 2 ;; --scenes) MODE=scenes; VAL="$2"; shift 2 ;; --out) OUT="$2"; shift 2 ;; esac; done
WORK=$(mktemp -d "${TMPDIR:-/tmp}/frame-sampler.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
if [[ $MODE == every ]]; then
  ffmpeg -loglevel error -i "$IN" -vf "fps=1/$VAL,scale=320:-1" "$WORK/f_%04d.jpg"
else
  ffmpeg -loglevel error -i "$IN" -vf "select='gt(scene,$VAL)',scale=320:-1" -vsync vfr "$WORK/f_%04d.jpg"
fi
n=$(ls "$WORK" | wc -l)
cols=6; rows=$(( (n + cols - 1) / cols ))
ffmpeg -loglevel error -pattern_type glob -i "$WORK/f_*.jpg" -vf "tile=${cols}x${rows}" -frames:v 1 -y "$OUT"
echo "$n frames -> $OUT"
