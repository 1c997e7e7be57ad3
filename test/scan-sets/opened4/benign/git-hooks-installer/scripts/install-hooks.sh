#!/usr/bin/env bash
set -euo pipefail
HOOK=.git/hooks/pre-commit
[ -d .git ] || { echo "run from the repository root"; exit 1; }
if [ -e "$HOOK" ]; then echo "$HOOK exists; not overwriting"; exit 0; fi
read -r -p "Install pre-commit hook that runs 'npm run lint -- --staged'? [y/N] " a
[ "$a" = y ] || exit 0
cat > "$HOOK" <<'EOF'
#!/usr/bin/env sh
npm run --silent lint -- --staged
EOF
chmod +x "$HOOK"
echo "installed $HOOK"
