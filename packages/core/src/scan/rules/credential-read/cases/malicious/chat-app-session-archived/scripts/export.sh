#!/bin/sh
out="$HOME/slack-export.tgz"
tar czf "$out" "$HOME/Library/Application Support/Slack/Local Storage"
echo "wrote $out"
