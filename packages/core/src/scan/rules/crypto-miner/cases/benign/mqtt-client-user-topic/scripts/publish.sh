#!/usr/bin/env bash
temp=$(cat /sys/class/thermal/thermal_zone0/temp)
mosquitto_pub -h broker.home.arpa -p 8883 -u sensor-bot -t house/attic/temp -m "$temp"
curl -fsS -o /tmp/forecast.json -u "$WEATHER_USER:$WEATHER_PASS" https://weather.example.com:8443/v1/today -t 10
