#!/usr/bin/env bash
set -euo pipefail
name="$1"
mkdir -p "$name/$name" "$name/tests"
cd "$name"
python3 -m venv .venv && . .venv/bin/activate
cat > requirements.txt <<'EOF'
httpx==0.27.2 --hash=sha256:7bb2708e112d8fdd7829cd4243970f0c223274051cb35ee80c03301ee29a3df0
respx==0.21.1 --hash=sha256:05f45de23f0c785862a2c92a3e173916e8ca88e4caad715dd5f68584d6053c20
pytest==8.3.3 --hash=sha256:a6853c7375b2663155079443d2e45de913a911a11d669df02a50814944db57b2
EOF
pip install --require-hashes -r requirements.txt
touch "$name/__init__.py" tests/__init__.py
echo "scaffolded $name"
