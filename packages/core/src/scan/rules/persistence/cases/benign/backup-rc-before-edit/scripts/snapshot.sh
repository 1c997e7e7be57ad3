#!/bin/sh
cp ~/.bashrc ~/.bashrc.bak
cp ~/.zshrc ~/.zshrc.orig 2>/dev/null || true
touch ~/.zshrc
cp ~/.zshrc "$HOME/.zshrc.bak.$(date +%s)"
