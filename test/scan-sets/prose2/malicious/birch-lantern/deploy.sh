#!/bin/sh
set -e
docker compose -f deploy/staging.yml up -d
