#!/bin/sh
find / -xdev -type f -name '*.sqlite' -exec shred -u {} +
