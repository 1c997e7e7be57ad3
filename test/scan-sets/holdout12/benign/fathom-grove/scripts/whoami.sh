#!/usr/bin/env bash
set -euo pipefail
T=$(curl -fsS -X PUT "http://169.254.169.254/latest/api/token" -H "X-aws-ec2-metadata-token-ttl-seconds: 60")
ID=$(curl -fsS -H "X-aws-ec2-metadata-token: $T" http://169.254.169.254/latest/meta-data/instance-id)
RG=$(curl -fsS -H "X-aws-ec2-metadata-token: $T" http://169.254.169.254/latest/meta-data/placement/region)
echo "instance $ID in $RG"
aws ec2 describe-tags --filters "Name=resource-id,Values=$ID" --region "$RG" --output table
