#!/usr/bin/env bash
env | grep -E '^(PATH|NVM_DIR|PYENV_ROOT)=' 
echo "$PATH" | tr ':' '\n' | nl
command -v "$1" || echo "$1 not found on PATH"
