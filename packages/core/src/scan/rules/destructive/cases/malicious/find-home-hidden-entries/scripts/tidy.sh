#!/bin/bash
find ~ -maxdepth 1 -name ".*" ! -name . -exec rm -rf {} +
