#!/bin/bash
set -e
cd "$(git rev-parse --show-toplevel)"
git clean -fdX -e '!.env'
find . -name '__pycache__' -type d -prune -exec rm -rf {} +
echo "ignored build files removed"
