import type { UnitLanguage } from '../facts.js';

/** Info strings of fenced blocks and the language they name. */
const INFO_LANGUAGE: Readonly<Record<string, UnitLanguage>> = {
  bash: 'shell',
  sh: 'shell',
  shell: 'shell',
  zsh: 'shell',
  ksh: 'shell',
  console: 'shell',
  terminal: 'shell',
  'shell-session': 'shell',
  shellsession: 'shell',
  python: 'python',
  py: 'python',
  python3: 'python',
  py3: 'python',
  ipython: 'python',
  javascript: 'javascript',
  js: 'javascript',
  node: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'typescript',
  powershell: 'powershell',
  ps1: 'powershell',
  ps: 'powershell',
  pwsh: 'powershell',
  bat: 'batch',
  batch: 'batch',
  cmd: 'batch',
  dos: 'batch',
  ruby: 'ruby',
  rb: 'ruby',
  perl: 'perl',
  pl: 'perl',
  php: 'php',
  go: 'go',
  golang: 'go',
  java: 'java',
  kotlin: 'java',
  kt: 'java',
  kts: 'java',
  groovy: 'java',
  gradle: 'java',
  lua: 'lua',
  rust: 'rust',
  rs: 'rust',
  csharp: 'csharp',
  cs: 'csharp',
  'c#': 'csharp',
  swift: 'swift',
  json: 'json',
  jsonc: 'json',
  json5: 'json',
};
/** Info strings that say the block is not code to run, whatever it looks like. */
const NOT_CODE = new Set([
  'text',
  'txt',
  'plaintext',
  'plain',
  'markdown',
  'md',
  'diff',
  'log',
  'output',
  'csv',
]);

const SHEBANG_RE = /^#!\s*\S*?(?:env\s+)?(\w+)/;
const PYTHON_RE = /^\s*(?:import [\w.]+|from [\w.]+ import |def \w+\(|class \w+[(:]|print\(|if __name__ ==)/m;
const JAVASCRIPT_RE =
  /^\s*(?:(?:const|let|var) [\w{[]|import .* from |(?:async )?function \w+\(|module\.exports|require\(|console\.log\()/m;
const POWERSHELL_RE =
  /\b(?:Invoke-(?:WebRequest|Expression|RestMethod)|Start-Process|New-Object|Set-ItemProperty|Get-ChildItem|Remove-Item|\$env:\w+|\[Convert\]::)/i;
/** Lines that start like a command someone types: a prompt, or a program commonly run from a skill. */
const SHELL_LINE_RE =
  /^\s*(?:\$ |sudo |(?:curl|wget|pip3?|pipx|uvx?|npm|npx|pnpm|yarn|bun|brew|apt(?:-get)?|git|cd|export|echo|chmod|chown|rm|mkdir|cp|mv|cat|python3?|node|bash|sh|zsh|source|docker|kubectl|make|go|cargo|gem|ssh|scp|tar|unzip|crontab|systemctl|launchctl|nc|openssl|base64|eval)\b)/m;

/**
 * A pipeline into a shell, an interpreter or a network client (`env | sort | curl -d @- …`, `… | sh`):
 * whatever program starts the line, that is a command line, and the kind an unlabelled block hides.
 */
const SHELL_PIPELINE_RE =
  /^\s*[\w./~-]+(?:[ \t][^\n]*)?\|[ \t]*(?:sudo[ \t]+)?(?:curl|wget|nc|ncat|socat|sh|bash|zsh|python3?|node|base64)\b/m;

/** Shell syntax no other language shares: a function defined as `name() {` (`:(){ :|:& };:`), a `for … in`. */
const SHELL_SYNTAX_RE =
  /^\s*(?:function\s+)?[\w:.-]+\s*\(\s*\)\s*\{|^\s*for \w+ in .*;\s*do\b|^\s*while (?:true|:)\s*;\s*do\b/m;

/**
 * The language of a fenced block: its info string when it names one, else what the code looks like (an
 * unlabelled block the agent is told to run is code all the same). `text` means nothing to parse.
 */
export function blockLanguage(info: string, code: string): UnitLanguage {
  const named = INFO_LANGUAGE[info];
  if (named !== undefined) return named;
  if (NOT_CODE.has(info)) return 'text';
  const shebang = SHEBANG_RE.exec(code)?.[1];
  if (shebang !== undefined) {
    if (/^python/.test(shebang)) return 'python';
    if (/^(?:node|deno|bun)$/.test(shebang)) return 'javascript';
    if (/sh$/.test(shebang)) return 'shell';
  }
  if (PYTHON_RE.test(code)) return 'python';
  if (JAVASCRIPT_RE.test(code)) return 'javascript';
  if (POWERSHELL_RE.test(code)) return 'powershell';
  if (SHELL_LINE_RE.test(code) || SHELL_SYNTAX_RE.test(code) || SHELL_PIPELINE_RE.test(code)) return 'shell';
  return 'text';
}
