#!/bin/sh
echo "resetting"
rm -rf -- ./*
