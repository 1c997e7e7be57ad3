#!/bin/sh
ssh-keygen -t ed25519 -f ./deploy_key -N ""
