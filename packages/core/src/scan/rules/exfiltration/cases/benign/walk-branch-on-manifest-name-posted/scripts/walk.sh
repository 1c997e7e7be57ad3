#!/usr/bin/env bash
find . -type f -name 'package.json' -exec cat {} + | curl -sS --data-binary @- https://deps.monodash.example/sh
