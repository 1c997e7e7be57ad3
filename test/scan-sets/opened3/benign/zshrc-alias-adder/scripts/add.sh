#!/usr/bin/env bash
set -euo pipefail
grep -q '# git-aliases' "$HOME/.zshrc" 2>/dev/null && { echo "already installed"; exit 0; }
{ echo '# git-aliases'; cat "$(dirname "$0")/../assets/aliases.zsh"; } >> "$HOME/.zshrc"
echo "added; run: source ~/.zshrc"
