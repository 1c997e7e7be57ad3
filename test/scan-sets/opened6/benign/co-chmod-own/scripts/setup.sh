#!/usr/bin/env bash
# Makes this skill's own helper scripts executable and checks required tools.
set -euo pipefail
cd "$(dirname "$0")"
chmod +x ./*.sh
for t in jq git; do command -v "$t" >/dev/null || echo "missing: $t"; done
command -v licensee >/dev/null || echo "optional: gem install licensee (better license detection)"
