#!/bin/bash
find "$HOME/.cache/disk-tidy" -mindepth 1 -mtime +30 -delete
find /tmp -maxdepth 1 -name "disk-tidy-*" -mtime +1 -exec rm -rf {} +
