#!/usr/bin/env bash
# Look for common attacker commands in shell history / auth logs during an incident review.
# Patterns are matched as text; nothing found is executed.
set -uo pipefail
LOG="${1:?log file}"
grep -nE -e 'bash -i >& /dev/tcp/' \
         -e 'nc (-e|-c) /bin/(ba)?sh' \
         -e '(curl|wget)[^|]*\|\s*(ba)?sh' \
         -e 'base64 -d\s*\|\s*(ba)?sh' \
         -e 'chmod \+s /bin/' \
         -e 'xmrig|stratum\+tcp' \
         -- "$LOG" | cut -c1-300
