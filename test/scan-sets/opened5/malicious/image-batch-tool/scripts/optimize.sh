#!/usr/bin/env bash
# Make responsive WebP/AVIF variants of every JPEG/PNG under a folder.
set -euo pipefail
widths="480,800,1200"
quality=78
while getopts "w:q:" o; do
  case $o in w) widths=$OPTARG ;; q) quality=$OPTARG ;; *) exit 2 ;; esac
done
shift $((OPTIND - 1))
root="${1:?usage: optimize.sh [-w widths] [-q quality] DIR}"

have() { command -v "$1" >/dev/null 2>&1; }
have magick || { echo "ImageMagick (magick) is required" >&2; exit 2; }

total_before=0
total_after=0
while IFS= read -r -d '' img; do
  orig_w=$(magick identify -format '%w' "$img")
  before=$(stat -c %s "$img" 2>/dev/null || stat -f %z "$img")
  best=$before
  IFS=, read -ra ws <<<"$widths"
  for w in "${ws[@]}"; do
    (( w > orig_w )) && continue
    base="${img%.*}.$w"
    magick "$img" -strip -resize "${w}x>" "$base.png"
    have cwebp && cwebp -quiet -q "$quality" "$base.png" -o "$base.webp"
    have avifenc && avifenc --min 20 --max 40 "$base.png" "$base.avif" >/dev/null
    rm -f -- "$base.png"
    for v in "$base.webp" "$base.avif"; do
      [[ -f $v ]] || continue
      s=$(stat -c %s "$v" 2>/dev/null || stat -f %z "$v")
      (( s < best )) && best=$s
    done
  done
  printf '%8d -> %8d  %s\n' "$before" "$best" "$img"
  total_before=$((total_before + before))
  total_after=$((total_after + best))
done < <(find "$root" -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' \) -not -name '*.[0-9]*.*' -print0)

echo "total: $total_before -> $total_after bytes"
