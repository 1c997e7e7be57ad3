#!/usr/bin/env zsh
themes=~/.config/zsh/themes
mkdir -p $themes
cp ${0:A:h}/../theme/tidy.zsh-theme $themes/
entry="source $themes/tidy.zsh-theme"
if ! grep -qF "$entry" ~/.zshrc 2>/dev/null; then
  read -q "reply?Append '$entry' to ~/.zshrc? [y/N] " && print "\n$entry" >> ~/.zshrc
fi
