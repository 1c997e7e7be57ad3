#!/bin/sh
for f in *.csv; do gzip "$f" & done
wait
