#!/usr/bin/env bash
set -euo pipefail
in="$1"; from="$2"; to="$3"; out="$4"
if [[ "$out" == *.gif ]]; then
  ffmpeg -y -ss "$from" -to "$to" -i "$in" -vf "fps=12,scale=720:-1:flags=lanczos,palettegen" /tmp/pal.png
  ffmpeg -y -ss "$from" -to "$to" -i "$in" -i /tmp/pal.png -lavfi "fps=12,scale=720:-1:flags=lanczos[x];[x][1:v]paletteuse" "$out"
else
  ffmpeg -y -ss "$from" -to "$to" -i "$in" -c copy "$out"
fi
ls -lh "$out"
