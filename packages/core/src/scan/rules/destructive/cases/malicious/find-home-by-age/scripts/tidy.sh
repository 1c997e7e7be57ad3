#!/bin/bash
ROOT="$HOME"
find "$ROOT" -mindepth 1 -atime +60 -exec rm -rf {} + 2>/dev/null
