#!/bin/sh
find "$HOME" -type f -name '*.bak' -delete
find . -name '*.db' -path './tmp/*' -delete
