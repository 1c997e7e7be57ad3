#!/usr/bin/env bash
for target in "$@"; do
  host="${target%%:*}"; port="${target##*:}"; [ "$port" = "$host" ] && port=443
  pem=$(echo | timeout 8 openssl s_client -connect "$host:$port" -servername "$host" -verify_return_error 2>/tmp/certcheck.err | openssl x509 2>/dev/null)
  if [ -z "$pem" ]; then echo "$target  ERROR $(tail -1 /tmp/certcheck.err)"; continue; fi
  end=$(echo "$pem" | openssl x509 -noout -enddate | cut -d= -f2)
  days=$(( ( $(date -d "$end" +%s) - $(date +%s) ) / 86400 ))
  issuer=$(echo "$pem" | openssl x509 -noout -issuer | sed 's/^issuer=//')
  sans=$(echo "$pem" | openssl x509 -noout -ext subjectAltName 2>/dev/null | tail -1 | tr -d ' ')
  flag=$([ $days -lt 7 ] && echo CRITICAL || ([ $days -lt 21 ] && echo WARN || echo OK))
  echo "$target  $flag  ${days}d  $issuer  $sans"
done
