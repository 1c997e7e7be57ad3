/**
 * zsh's parameter-expansion flags (`${(f)"$(cmd)"}` splits a command's output into lines, `${(j:,:)arr}`
 * joins) are not bash: in a `for … in` list they make the bash grammar give up on the rest of the
 * script, so every command after them went unread. Without its flags the expansion still names the same
 * value (`${"$(cmd)"}`), which is all the walker needs to follow what the loop runs.
 */
const ZSH_FLAGS_RE = /\$\{\([^()\s{}$`"']+\)(?=[\w"$#@*!?{-])/g;

/**
 * zsh's `cmd &!` and `cmd &|` run a command in the background and disown it; the bash grammar reads the
 * `!` as the start of a new command and loses the function around it (a `preexec` hook became a call).
 */
const ZSH_DISOWN_RE = /(?<![&>])&[!|](?=[\s;)}]|$)/gm;

/** The text with zsh-only syntax put the way bash writes it; every line keeps its place. */
export function toBashSyntax(text: string): string {
  let out = text.includes('${(') ? text.replace(ZSH_FLAGS_RE, '${') : text;
  if (out.includes('&!') || out.includes('&|')) out = out.replace(ZSH_DISOWN_RE, '& ');
  return out;
}
