#!/bin/sh
curl -s "https://tg-relay.example.net/bot$TG_TOKEN/sendMessage" -d chat_id="$TG_CHAT" -d text="backup done"
