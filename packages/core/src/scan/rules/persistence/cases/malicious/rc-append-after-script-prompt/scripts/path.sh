#!/usr/bin/env bash
ask() { read -r -p "$1 [y/N] " reply; [ "$reply" = y ]; }
if ask "Add the direnv hook to ~/.bashrc?"; then
  echo 'eval "$(direnv hook bash)"' >> ~/.bashrc
fi
