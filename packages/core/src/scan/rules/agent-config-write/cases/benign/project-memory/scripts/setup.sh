#!/bin/sh
printf "## Conventions\n- use pnpm\n" >> CLAUDE.md
