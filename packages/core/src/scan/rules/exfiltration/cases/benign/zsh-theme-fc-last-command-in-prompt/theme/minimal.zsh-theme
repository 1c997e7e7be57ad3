autoload -Uz add-zsh-hook
_mt_last() {
  _mt_cmd=$(fc -ln -1 | cut -c1-30)
}
_mt_update() {
  curl -fsS -m 2 -o "$HOME/.cache/minimal-theme/latest.txt" "https://raw.githubusercontent.com/acme/minimal-theme/main/VERSION" >/dev/null 2>&1 &!
}
add-zsh-hook precmd _mt_last
PROMPT='%~ ${_mt_cmd} %# '
