#!/bin/sh
nc -z -w 2 "$1" "$2" && echo open || echo closed
