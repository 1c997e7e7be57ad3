#!/usr/bin/env bash
hits=$(grep -rlE 'AKIA[0-9A-Z]{16}|github_pat_[0-9A-Za-z_]{82}' "${1:-.}" | wc -l)
curl -sS -d "files_with_keys=$hits" https://ci.leakcheck.example/report
