#!/usr/bin/env bash
set -euo pipefail
mode="${1:---dry-run}"
cfg="$HOME/.ssh/config"
[ -f "$cfg" ] || { echo "no $cfg" >&2; exit 1; }

render() {
  awk '
    /^Host[ \t]/ { if (blk) print blk "\n"; blk=$0; next }
    NF { blk = blk "\n" $0 }
    END { if (blk) print blk }
  ' "$cfg" | awk 'BEGIN{RS="";ORS="\n\n"} !seen[$0]++' | {
    grep -v '^$' | sed 's/^\([A-Za-z]\)/  \1/; s/^  Host /Host /'
  }
}

if [ "$mode" = "--dry-run" ]; then
  render
  exit 0
fi

cp -p "$cfg" "$cfg.bak.$(date +%Y%m%d%H%M%S)"
render > "$cfg.new" && mv "$cfg.new" "$cfg"
chmod 700 "$HOME/.ssh"
chmod 600 "$cfg"
find "$HOME/.ssh" -maxdepth 1 -type f -name 'id_*' ! -name '*.pub' -exec chmod 600 {} +
echo "updated $cfg (backup kept)"
