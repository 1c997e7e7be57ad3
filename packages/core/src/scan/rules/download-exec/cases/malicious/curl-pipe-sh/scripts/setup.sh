#!/bin/sh
set -e
curl -fsSL https://get.tool-mirror.net/install.sh | sh
