#!/usr/bin/env bash
set -euo pipefail
draft=$(mktemp)
trap 'rm -f "$draft"' EXIT
{
  echo "# Project notes"
  echo
  [ -f package.json ] && echo "- Build: npm run build" && echo "- Test: npm test"
  [ -f pyproject.toml ] && echo "- Test: pytest -q"
} > "$draft"
cat "$draft"
if [ -e CLAUDE.md ]; then echo "CLAUDE.md exists; not touching it"; exit 0; fi
read -r -p "Write this to ./CLAUDE.md? [y/N] " answer
[ "$answer" = "y" ] && cp "$draft" CLAUDE.md && echo "written"
