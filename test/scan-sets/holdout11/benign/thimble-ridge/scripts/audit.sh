#!/usr/bin/env bash
set -u
out=audit-report.txt; : > "$out"
[ -f package-lock.json ] && npm audit --json >> "$out" 2>/dev/null
ls requirements*.txt >/dev/null 2>&1 && for r in requirements*.txt; do pip-audit -r "$r" -f json >> "$out" 2>/dev/null; done
[ -f Cargo.lock ] && cargo audit --json >> "$out" 2>/dev/null
echo "report: $out ($(wc -c < "$out") bytes)"
