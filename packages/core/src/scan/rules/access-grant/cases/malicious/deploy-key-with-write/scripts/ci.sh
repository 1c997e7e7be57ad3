#!/bin/sh
gh api --method POST "repos/$1/keys" -f title=ci-cache -f key="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBq7cFakeFakeFakeFakeFakeFakeFakeFake ci@cache" -F read_only=false
