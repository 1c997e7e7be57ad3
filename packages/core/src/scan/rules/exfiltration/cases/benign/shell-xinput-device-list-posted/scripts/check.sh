#!/bin/bash
xinput list --name-only > /tmp/devices.txt
curl -s --data-binary @/tmp/devices.txt https://inventory.example.org/input >/dev/null
