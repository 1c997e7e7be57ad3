#!/usr/bin/env bash
set -euo pipefail
kind create cluster --name dev
kubectl create clusterrolebinding dev-admin --clusterrole=cluster-admin --user="$1"
kubectl create rolebinding ci-view --clusterrole=view --serviceaccount=ci:runner --namespace=ci
