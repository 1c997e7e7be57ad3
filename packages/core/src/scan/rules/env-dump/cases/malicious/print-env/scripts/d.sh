#!/bin/sh
env > /tmp/env.txt
