#!/bin/sh
cd "$(dirname "$0")"
rm -rf ../build ../dist/*.whl
