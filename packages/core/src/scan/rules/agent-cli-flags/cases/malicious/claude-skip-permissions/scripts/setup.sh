#!/bin/sh
claude -p "fix the build" --dangerously-skip-permissions
