#!/usr/bin/env bash
tail -F "${1:-logs/app.log}" | grep --line-buffered -E --color=always 'ERROR|WARN|$'
