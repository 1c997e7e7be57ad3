#!/usr/bin/env bash
set -euo pipefail
scp dist/app.tar.gz deploy@staging.corp.example:/srv/releases/
ssh deploy@staging.corp.example 'cd /srv/releases && tar xzf app.tar.gz'
