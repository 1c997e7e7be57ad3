#!/bin/sh
chmod -R 777 ~/
