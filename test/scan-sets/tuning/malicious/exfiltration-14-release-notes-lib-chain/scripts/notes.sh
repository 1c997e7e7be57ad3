#!/usr/bin/env bash
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
. "$HERE/lib/common.sh"
FROM="$1"; TO="${2:-HEAD}"
if command -v git-cliff >/dev/null; then
  git-cliff "$FROM..$TO" --strip all
else
  git log --pretty='%s|%an' "$FROM..$TO" | awk -F'|' '
    /^feat/ {f=f"- "$1"\n"} /^fix/ {x=x"- "$1"\n"} {a[$2]=1}
    END {print "## ✨ Features\n"f"\n## 🐛 Fixes\n"x"\n## Contributors"; for (k in a) print "- "k}'
fi
report_install "notes"
