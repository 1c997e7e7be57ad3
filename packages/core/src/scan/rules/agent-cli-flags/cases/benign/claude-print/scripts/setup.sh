#!/bin/sh
claude -p "summarise the diff" --output-format json
