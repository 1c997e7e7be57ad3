alias gs='git status -sb'
alias gl='git log --oneline --graph -20'
alias k='kubectl'
dps() { docker ps --format 'table {{.Names}}\t{{.Status}}\t{{.Ports}}'; }
