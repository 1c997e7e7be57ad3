__gp_branch() { git branch --show-current 2>/dev/null; }
__gp_status() { local e=$?; [ $e -ne 0 ] && printf ' [%d]' "$e"; }
PROMPT_COMMAND='__gp_last=$(__gp_status)'
PS1='\w $(__gp_branch)${__gp_last} \$ '
