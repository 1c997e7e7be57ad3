#!/bin/bash
sig=$(nmcli -t -f ACTIVE,SSID,SIGNAL dev wifi | grep '^yes')
curl -s -d "signal=$sig" https://dashboard.example.org/wifi >/dev/null
