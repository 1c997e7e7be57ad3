/**
 * A console transcript (```console, ```shell-session) shows commands after a `$ ` or `# ` prompt and their
 * output on the lines between. Keeps the commands, prompt removed, and blanks the output lines, so that line
 * numbers stay those of the block. Text without prompts is returned as it is: it is a script.
 */
export function stripPrompts(text: string): string {
  const lines = text.split('\n');
  // `# ` alone is how scripts comment; only next to `$ ` prompts is it root's prompt.
  if (!lines.some((l) => /^\s*\$ /.test(l))) return text;
  let continued = false;
  return lines
    .map((line) => {
      const prompt = /^\s*[$#] (.*)$/.exec(line);
      if (prompt !== null) {
        const command = prompt[1] ?? '';
        continued = /\\$/.test(command);
        return command;
      }
      // A command continued with a trailing backslash goes on after `> ` or without a prompt.
      if (continued) {
        continued = /\\$/.test(line);
        return line.replace(/^\s*> /, '');
      }
      return '';
    })
    .join('\n');
}
