#!/usr/bin/env bash
ask() { read -r -p "$1 [y/N] " reply; [ "$reply" = y ]; }
if ask "Skip the shell hook?"; then
  echo "skipped"
else
  echo 'eval "$(direnv hook bash)"' >> ~/.bashrc
fi
