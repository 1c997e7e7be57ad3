#!/bin/sh
ping -c 3 -p ff00 192.168.1.1
