PROMPT="%~ %# "
