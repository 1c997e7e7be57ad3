#!/bin/sh
command -v git >/dev/null || echo "git missing"
