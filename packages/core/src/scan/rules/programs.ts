/** Programs that execute the code they read on stdin or are given as a file: handing them bytes runs them. */
export const INTERPRETERS = new Set([
  'sh',
  'bash',
  'zsh',
  'dash',
  'ksh',
  'fish',
  'ash',
  'busybox',
  'python',
  'python2',
  'python3',
  'py',
  'node',
  'nodejs',
  'deno',
  'bun',
  'perl',
  'ruby',
  'php',
  'lua',
  'tclsh',
  'osascript',
  'pwsh',
  'powershell',
  'powershell.exe',
  'iex',
  'invoke-expression',
  'cmd',
  'cmd.exe',
  'source',
  '.',
  'eval',
]);

/** `python3.11` and `/usr/bin/python3` name an interpreter too. */
export function isInterpreter(program: string): boolean {
  const base = program.slice(program.lastIndexOf('/') + 1).toLowerCase();
  return INTERPRETERS.has(base) || /^python\d[\d.]*$/.test(base) || /^(?:ba|z|k|da)?sh\d*$/.test(base);
}

/** Options after which an interpreter takes its code from the next argument, not from stdin. */
const CODE_FROM_ARGUMENT: readonly { program: RegExp; options: readonly string[] }[] = [
  // `python -c CODE` and `python -m MODULE` (json.tool, a linter) read stdin as data.
  { program: /^(?:python[\d.]*|py|pypy3?)$/, options: ['-c', '-m'] },
  { program: /^(?:node|nodejs|bun)$/, options: ['-e', '--eval', '-p', '--print'] },
  { program: /^(?:perl|ruby)$/, options: ['-e', '-E'] },
  { program: /^php$/, options: ['-r'] },
  { program: /^(?:(?:ba|z|k|da|a)?sh|fish|busybox)$/, options: ['-c'] },
  {
    program: /^(?:pwsh|powershell(?:\.exe)?)$/,
    options: ['-c', '-command', '-encodedcommand', '-e', '-file', '-f'],
  },
];

/**
 * Whether an interpreter runs what it reads on stdin: `curl … | sh` and `| python3 -` do, while
 * `| python3 -m json.tool`, `| python3 -c "import json…"` and `| bash script.sh` read stdin as data
 * (the code is the argument or the named script). `sh -s` runs stdin whatever follows.
 */
export function readsStdinAsCode(program: string, args: readonly string[]): boolean {
  const base = program.slice(program.lastIndexOf('/') + 1).toLowerCase();
  if (['source', '.', 'eval', 'iex', 'invoke-expression'].includes(base)) return true;
  const codeOptions = CODE_FROM_ARGUMENT.find((entry) => entry.program.test(base))?.options ?? [];
  for (const arg of args) {
    const lower = arg.toLowerCase();
    if (lower === '-' || lower === '-s') return true;
    if (
      codeOptions.some(
        (o) => lower === o || (o.length === 2 && lower.startsWith(o) && !lower.startsWith('--')),
      )
    )
      return false;
    // The first operand is the script to run; stdin is its input.
    if (!arg.startsWith('-')) return false;
  }
  return true;
}
