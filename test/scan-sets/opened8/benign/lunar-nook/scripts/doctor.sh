#!/usr/bin/env bash
IFS=: read -ra parts <<< "$PATH"
declare -A seen
i=0
for p in "${parts[@]}"; do
  i=$((i+1)); flag=""
  [[ -n ${seen[$p]} ]] && flag=" (duplicate)"
  [[ -d $p ]] || flag="$flag (missing)"
  seen[$p]=1
  printf '%2d  %s%s\n' "$i" "$p" "$flag"
done
echo
for t in node python3 go ruby java; do printf '%-8s %s\n' "$t" "$(command -v $t || echo -)"; done
echo
for s in bash zsh; do
  command -v $s >/dev/null || continue
  /usr/bin/time -f "$s startup %es" $s -i -c exit 2>&1 | tail -1
done
