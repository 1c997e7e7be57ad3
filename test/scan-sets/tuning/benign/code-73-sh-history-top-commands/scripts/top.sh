#!/bin/bash
awk '{print $1}' "$HOME/.bash_history" | sort | uniq -c | sort -rn | head -20
