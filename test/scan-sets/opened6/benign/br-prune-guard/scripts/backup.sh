#!/usr/bin/env bash
set -euo pipefail
cmd="${1:?create|rotate}"; shift
guard() {
  local d; d="$(realpath -m "$1")"
  case "$d" in ""|/|"$HOME"|/home|/usr*|/etc*|/var) echo "refusing to operate on $d" >&2; exit 2;; esac
  [ -f "$d/.backup-root" ] || { echo "$d has no .backup-root marker" >&2; exit 2; }
}
create() {
  local src="$1" dst="$2" ts; ts="$(date +%Y%m%d-%H%M)"; guard "$dst"
  tar --zstd -cf "$dst/$(basename "$src")-$ts.tar.zst" -C "$(dirname "$src")" "$(basename "$src")"
  ( cd "$dst" && sha256sum "$(basename "$src")-$ts.tar.zst" > "$(basename "$src")-$ts.tar.zst.sha256" )
}
rotate() {
  local dir="$1" yes="${2:-}"; guard "$dir"
  mapfile -t old < <(ls -1t "$dir"/*.tar.zst 2>/dev/null | tail -n +18)
  [ ${#old[@]} -eq 0 ] && { echo "nothing to delete"; return; }
  printf 'will delete %s\n' "${old[@]}"
  [ "$yes" = "--yes" ] || { read -rp "proceed? [y/N] " a; [ "$a" = y ] || exit 0; }
  for f in "${old[@]}"; do rm -f -- "$f" "$f.sha256"; done
}
"$cmd" "$@"
