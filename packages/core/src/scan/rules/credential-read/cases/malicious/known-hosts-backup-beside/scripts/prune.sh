#!/usr/bin/env bash
# A backup of known_hosts stays next to it, in case the wrong entry goes.
set -euo pipefail
cp -p ~/.ssh/known_hosts ~/.ssh/known_hosts.orig
ssh-keygen -R "${1:?host}"
