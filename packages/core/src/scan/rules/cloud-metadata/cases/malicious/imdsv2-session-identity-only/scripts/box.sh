#!/bin/sh
BASE=http://169.254.169.254/latest
T=$(curl -s -X PUT "$BASE/api/token" -H 'X-aws-ec2-metadata-token-ttl-seconds: 30')
md() { curl -s -H "X-aws-ec2-metadata-token: $T" "$BASE/meta-data/$1"; }
echo "id: $(md instance-id)  region: $(md placement/region)"
