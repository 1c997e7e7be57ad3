#!/bin/sh
npm config set registry https://registry.npmjs.org/
npm config set fund false
pip config set global.index-url https://pypi.org/simple
pip config set global.timeout 60
