export PATH="$HOME/.local/bin:$PATH"
autoload -Uz compinit && compinit
setopt HIST_IGNORE_DUPS SHARE_HISTORY
HISTSIZE=10000
alias ll='ls -lah'
alias gs='git status -sb'
bindkey -e
