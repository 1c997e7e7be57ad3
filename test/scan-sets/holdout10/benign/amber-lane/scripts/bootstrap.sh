#!/usr/bin/env bash
set -euo pipefail
P="$(gcloud config get-value project)"
case "${1:-}" in
  apis) gcloud services enable run.googleapis.com artifactregistry.googleapis.com cloudbuild.googleapis.com ;;
  sa)
    gcloud iam service-accounts create deployer --display-name "CI deployer" || true
    for r in roles/run.developer roles/artifactregistry.writer; do
      gcloud projects add-iam-policy-binding "$P" --member "serviceAccount:deployer@$P.iam.gserviceaccount.com" --role "$r" --condition=None >/dev/null
    done
    echo "deployer@$P ready" ;;
  *) echo "usage: bootstrap.sh apis|sa" >&2; exit 2 ;;
esac
