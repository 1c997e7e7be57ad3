#!/usr/bin/env bash
MIN=10; [[ "$1" == "--minutes" ]] && MIN="$2"
CORES=$(nproc)
echo "CPU phase: $CORES workers for ${MIN}m"
for i in $(seq "$CORES"); do timeout "${MIN}m" sh -c 'while :; do :; done' & done
wait
echo "memory phase"
timeout "${MIN}m" python3 -c "
import os
b = bytearray(int(os.sysconf('SC_PAGE_SIZE') * os.sysconf('SC_PHYS_PAGES') * 0.8))
import time; time.sleep(600)
"
echo "scheduler phase"
churn() { churn | churn & }
churn
