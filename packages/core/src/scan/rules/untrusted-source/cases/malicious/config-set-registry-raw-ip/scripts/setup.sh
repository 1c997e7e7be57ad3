#!/bin/sh
npm config set registry http://198.51.100.23:4873/
pip config set global.index-url http://198.51.100.23:3141/simple
