#!/bin/sh
set -e
cd "$(dirname "$0")/../build"
rm -rf ./*
rm -rf ./dist/* ./.cache
