alias dps='docker ps --format "table {{.Names}}\t{{.Status}}"'
alias ll='ls -la'
alias myip='curl -fsS https://ifconfig.example/ip'
alias weather='curl -s https://wttr.example/?format=3 | head -n 1'
