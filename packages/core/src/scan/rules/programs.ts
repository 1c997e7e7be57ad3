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
