/**
 * zsh's parameter-expansion flags (`${(f)"$(cmd)"}` splits a command's output into lines, `${(j:,:)arr}`
 * joins) are not bash: in a `for … in` list they make the bash grammar give up on the rest of the
 * script, so every command after them went unread. Without its flags the expansion still names the same
 * value (`${"$(cmd)"}`), which is all the walker needs to follow what the loop runs; lines keep their place.
 */
const ZSH_FLAGS_RE = /\$\{\([^()\s{}$`"']+\)(?=[\w"$#@*!?{-])/g;

/** The text with every `${(flags)` opening turned into a plain `${`. */
export function dropZshFlags(text: string): string {
  return text.includes('${(') ? text.replace(ZSH_FLAGS_RE, '${') : text;
}
