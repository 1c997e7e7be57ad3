#!/usr/bin/env bash
set -euo pipefail
npm test
npm version "${1:-patch}"
npm publish --provenance --access public
git push --follow-tags
