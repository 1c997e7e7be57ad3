#!/bin/sh
rm -rf ./dist ./build node_modules/.cache
