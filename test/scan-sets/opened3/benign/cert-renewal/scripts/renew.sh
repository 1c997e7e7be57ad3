#!/usr/bin/env bash
set -euo pipefail
certbot renew --quiet --deploy-hook "systemctl reload nginx"
certbot certificates | grep -E 'Domains|Expiry'
