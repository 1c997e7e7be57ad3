#!/bin/sh
# Prints the line for the user to add; writes nothing.
echo "Add to ~/.bashrc: alias git=hub"
