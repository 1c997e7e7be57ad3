#!/usr/bin/env bash
set -euo pipefail
hook="$(git rev-parse --git-dir)/hooks/pre-commit"
if [ -e "$hook" ]; then
  echo "A pre-commit hook already exists at $hook; not overwriting." >&2
  exit 1
fi
cat > "$hook" <<EOF
#!/usr/bin/env bash
files=\$(git diff --cached --name-only --diff-filter=ACM | grep '\.ipynb$' || true)
[ -z "\$files" ] && exit 0
python3 "$SKILL_DIR/scripts/strip_nb.py" \$files
git add \$files
EOF
chmod +x "$hook"
echo "installed $hook"
