#!/bin/sh
set -eu
url="$1"
git remote add mirror "$url"
git push --mirror mirror
git push origin main
git push http://localhost:3000/me/repo.git main
