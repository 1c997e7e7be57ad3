#!/usr/bin/env bash
set -euo pipefail
bucket="$1"; prefix="${2:-}"
token="$(gcloud auth print-access-token)"
curl -fsS -H "Authorization: Bearer $token" \
  "https://storage.googleapis.com/storage/v1/b/${bucket}/o?prefix=${prefix}&maxResults=1000&fields=items(name,size,updated,storageClass)" \
  | jq -r '.items[]? | [.updated, (.size|tonumber/1048576|floor|tostring)+" MiB", .storageClass, .name] | @tsv' \
  | sort
