#!/usr/bin/env bash
set -euo pipefail
root="${1:?folder}"
[[ -d "$root" && "$root" != "/" && "$root" != "$HOME" ]] || { echo "refusing $root" >&2; exit 2; }
mapfile -d '' files < <(find "$root" -type f -regextype posix-extended -regex '.*\.[0-9]{2,4}\.(webp|avif)$' -print0)
printf '%s\n' "${files[@]}"
echo "${#files[@]} generated variant(s)"
if [[ "${2:-}" == "--apply" && ${#files[@]} -gt 0 ]]; then
  rm -f -- "${files[@]}"
  echo "removed"
fi
