#!/usr/bin/env bash
set -u
MD=http://169.254.169.254/latest
TOK="$(curl -fsS -m 2 -X PUT "$MD/api/token" -H 'X-aws-ec2-metadata-token-ttl-seconds: 60')" || { echo "IMDS not reachable"; exit 1; }
get() { curl -fsS -m 2 -H "X-aws-ec2-metadata-token: $TOK" "$MD/meta-data/$1"; }
printf 'instance-id:   %s\n' "$(get instance-id)"
printf 'instance-type: %s\n' "$(get instance-type)"
printf 'az:            %s\n' "$(get placement/availability-zone)"
printf 'ami-id:        %s\n' "$(get ami-id)"
printf 'private-ip:    %s\n' "$(get local-ipv4)"
printf 'iam-role:      %s\n' "$(get iam/info 2>/dev/null | sed -n 's/.*"InstanceProfileArn" : "\(.*\)".*/\1/p')"
