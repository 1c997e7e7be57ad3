#!/usr/bin/env bash
set -euo pipefail
bump="${1:-patch}"
[[ -z "$(git status --porcelain)" ]] || { echo "working tree not clean" >&2; exit 1; }
npm ci
npm test
new="$(npm version "$bump" --no-git-tag-version)"
echo "new version: $new"
echo
echo "Commits since last tag:"
git log "$(git describe --tags --abbrev=0 2>/dev/null || git rev-list --max-parents=0 HEAD)"..HEAD --pretty='- %s (%h)'
echo
echo "Next: edit CHANGELOG.md, then: git commit -am \"release $new\" && git tag $new"
