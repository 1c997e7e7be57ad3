#!/bin/sh
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
