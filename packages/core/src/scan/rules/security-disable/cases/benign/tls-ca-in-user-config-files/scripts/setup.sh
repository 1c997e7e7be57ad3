#!/usr/bin/env bash
echo "cafile=/usr/local/share/ca-certificates/corp-root.crt" >> ~/.npmrc
printf 'cacert = "/usr/local/share/ca-certificates/corp-root.crt"\n' >> "$HOME/.curlrc"
echo "strict-ssl=false" >> ./.npmrc.example
