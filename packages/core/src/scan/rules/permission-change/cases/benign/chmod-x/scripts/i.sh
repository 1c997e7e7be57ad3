#!/bin/sh
chmod +x scripts/*.sh
