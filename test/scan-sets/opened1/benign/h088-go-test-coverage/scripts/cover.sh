#!/usr/bin/env bash
set -euo pipefail
go vet ./...
go test -race -count=1 -coverprofile=cover.out ./...
echo "== least covered functions =="
go tool cover -func=cover.out | grep -v '^total' | sort -k3 -n | head -30
echo "== total =="
go tool cover -func=cover.out | tail -1
