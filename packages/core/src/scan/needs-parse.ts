import { KeywordSets } from './keyword-sets.js';
import type { CodeLanguage } from './load-grammars.js';

/**
 * One alternative of a trigger, and literals of which every match contains one (compared ignoring ASCII
 * case). A trigger is tested only on texts holding one of its keywords: a keyword list that misses a way
 * to match silently hides findings, so `needs-parse.test.ts` generates matches of every trigger and
 * checks them against its keywords.
 */
export interface Trigger {
  keywords: readonly string[];
  re: RegExp;
}

/** Keywords separated by spaces; `flags` is `m` for shell, whose triggers read line by line. */
const rule = (keywords: string, source: string): { keywords: string[]; source: string } => ({
  keywords: keywords.split(' '),
  source,
});
/** Triggers that are plain strings, each its own keyword. */
const literals = (...words: string[]): { keywords: string[]; source: string }[] =>
  words.map((word) => ({ keywords: [word], source: word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&') }));

const SENSITIVE = [
  ...literals('169.254', '2852039166', '0xa9fea9fe', '0251.0376', 'a9fe:a9fe', 'instance-data.ec2'),
  ...literals('metadata.google', 'metadata.azure', '100.100.100.200', 'fd00:ec2', '.ssh', '.aws', '.gnupg'),
  ...literals('.netrc', '.git-credentials', '.kube', '.docker', 'id_rsa', 'id_ed25519', 'id_ecdsa', 'id_dsa'),
  ...literals('/etc/shadow', '/etc/sudoers', 'Keychains', 'Login Data', 'binarycookies', '.npmrc', '.pypirc'),
  ...literals('_history', 'password-store', '.mozilla', 'gcloud', '.azure', 'Google/Chrome', 'google-chrome'),
  ...literals('chromium', 'BraveSoftware', 'microsoft-edge', 'cookies.sqlite', 'logins.json', 'key4.db'),
  ...literals('wallet.dat', '.electrum', '.ethereum', 'exodus', '.bitcoin'),
];
/** Startup files, schedulers, login agents and hooks: where persistence is written. */
const PERSIST = [
  ...literals('bashrc', 'bash_profile', 'bash_login', 'zshrc', 'zprofile', 'zshenv', 'zlogin', 'kshrc'),
  rule('.profile', String.raw`["'\x60\/~]\.profile\b`),
  ...literals('fish/config', 'cron', 'systemd', 'systemctl', 'launchctl', 'LaunchAgents', 'LaunchDaemons'),
  ...literals('autostart', 'git/hooks'),
  rule('hooks', String.raw`["'\x60]hooks["'\x60]`),
  ...literals('git-template', 'hooksPath', 'templateDir', 'CurrentVersion'),
  rule('programs', 'Programs.Startup'),
  ...literals('schtasks', 'authorized_keys', 'sitecustomize', 'usercustomize'),
  rule('.pth', String.raw`\.pth\b`),
  ...literals('ld.so.preload', 'sudoers', 'rc.local', 'init.d', 'xinitrc', 'xprofile', 'xsessionrc'),
  ...literals('bash_logout', 'fish/conf', 'fsmonitor', 'sshCommand', 'loginwindow', 'login item'),
];
/** Everything `matchShellText` needs to see in a command string handed to a shell. */
const SHELL_TEXT = [
  // `nc` is in `function` and `encoding`: its own cheap regex, so that it does not run all the others.
  rule('nc', String.raw`\b(?:nc|ncat)\b`),
  rule(
    'curl wget fetch aria2c base64 xxd openssl netcat socat mkfifo mkfs shred printenv',
    String.raw`\b(?:curl|wget|fetch|aria2c|base64|xxd|openssl|netcat|socat|mkfifo|mkfs[\w.]*|shred|printenv)\b`,
  ),
  rule('of=', String.raw`\bdd\b[^\n]*of=`),
  rule('rm', String.raw`\brm\s+-`),
  rule('|', String.raw`\b(?:env|set)\s*\|`),
  rule('/dev/', String.raw`\/dev\/(?:tcp|udp)`),
  rule('()', String.raw`\(\)\s*\{`),
];
const INTERPRETER = String.raw`(?:(?:ba|z|k|da|fi)?sh|python[0-9.]*|node|perl|ruby|php)\b`;
/** Shell-script rules that resolve variables: `rm -rf "$T"/*`, `"$0" &`, `cd ~`, installs from URLs, disk writes. */
const SHELL_SCRIPT_EXTRA = [
  rule('cd', String.raw`\bcd\s+["']?(?:~|\$\{?HOME|\/)["']?\s*(?:$|[;&|)])`),
  rule('$0 ${0', String.raw`\$\{?0\}?["']?[^\n&|;>]*(?:(?<![>&])&(?![&>\d-])|\|)`),
  rule('of=', String.raw`\bdd\s[^\n]*\bof=["']?\$`),
  rule('-delete -exec', String.raw`\bfind\s+["']?\$[^\n]*(?:-delete|-exec\s+(?:rm|shred))`),
  ...literals('BASH_SOURCE'),
  rule('.sh', String.raw`\.sh\b[^\n&|]*(?<![>&])&(?![&>\d-])`),
  rule('://', String.raw`\b(?:pip[0-9.]*|pipx|uv|npm|pnpm|yarn|bun|gem)\b[^\n]*(?:https?|ftp):\/\/`),
  rule(
    'IO::Socket Socket::INET stream_socket_client TCPServer blkdiscard sgdisk',
    String.raw`\b(?:IO::Socket|Socket::INET|stream_socket_client|TCPServer|blkdiscard|sgdisk)\b`,
  ),
  rule('-rsocket', String.raw`-rsocket\b`),
  rule('ztcp', String.raw`\bztcp\b`),
  rule('()', String.raw`\(\)\s*\{[^}]*[^&>]&(?![&>\d-])[^}]*[^&>]&(?![&>\d-])`),
  rule('/dev/', String.raw`>\s*["']?\/dev\/(?:sd|hd|nvme|xvd|vd|mmcblk|disk)`),
  // A download piped into a runner held in a variable (`| "$RUNNER"`).
  rule('curl wget', String.raw`\b(?:curl|wget)\b[^\n]*\|\s*["']?\$\{?\w`),
  // Hook files outside `.git/hooks` (a `.githooks/` folder, any `hooks/pre-commit`).
  rule(
    'githooks /hooks/',
    String.raw`githooks\/|\/hooks\/(?:pre-|post-|commit-msg|prepare-commit-msg|update)`,
  ),
  // A disk chosen at run time and written through a redirect.
  rule('lsblk blkid', String.raw`\b(?:lsblk|blkid)\b`),
];

const SPLIT_WORD_RE = /\w(?:''|"")\w|\w\\\w/g;
/** `c''url`, `cu\rl` as the command word (after any `sudo`/`env` prefix); `printf '%s\n'` is not one. */
const SPLIT_COMMAND_RE =
  /(?:^|[;&|({\x60]|\$\(|\b(?:then|do|else)\b)\s*(?:(?:sudo|env|exec|command|nohup|time)\s+(?:-\S+\s+)*)*[^\s;&|()<>]*?(?:\w(?:''|"")\w|\w\\\w)/m;
/**
 * Whether a `SPLIT_COMMAND_RE` match can end on this line having started on an earlier one: the line
 * then opens with what the regex allows after a line break (options, a prefix word, the split word).
 */
const CONTINUED_COMMAND_RE =
  /^\s*(?:-|(?:sudo|env|exec|command|nohup|time)\s|[^\s;&|()<>]*?(?:\w(?:''|"")\w|\w\\\w))/;

/**
 * `SPLIT_COMMAND_RE.test(text)`, read only on the lines that hold a split word: `printf '%s\n'` puts one in
 * most scripts, and the command-position search over a whole script costs more than all the triggers.
 */
function hasSplitCommand(text: string): boolean {
  let lineStart = -1;
  for (const m of text.matchAll(SPLIT_WORD_RE)) {
    const start = text.lastIndexOf('\n', m.index) + 1;
    if (start === lineStart) continue;
    lineStart = start;
    const end = text.indexOf('\n', m.index);
    const line = text.slice(start, end === -1 ? text.length : end);
    if (CONTINUED_COMMAND_RE.test(line)) return SPLIT_COMMAND_RE.test(text);
    if (SPLIT_COMMAND_RE.test(line)) return true;
  }
  return false;
}

/**
 * `rm -r "$DIR"` matters only when some variable can hold the home directory, the root or a system
 * directory; `rm -rf "$WORK"` after `WORK=$(mktemp -d)` is every other script's cleanup.
 */
const RM_VARIABLE_RE = /\brm\s+(?:-\S+\s+)*-\w*[rR][^\n]*\$/;
const ROOT_OR_HOME_TEXT_RE =
  /~|HOME|USERPROFILE|\/(?:root|home|Users|etc|usr|var|boot|s?bin|lib|lib64|opt|System)\b|(?:[=:-]|\bcd\s)\s*["']?\/["']?(?:\s|$|[};])/m;

type Source = { keywords: string[]; source: string };

/**
 * Tokens without which no code rule of a language can fire. Parsing costs far more than reading, so a
 * file with none of them is decided by this search alone; any hit sends the file to tree-sitter, which
 * decides precisely. The search also sees strings and comments, which only makes it more conservative.
 * `scanPath(…, {exhaustive: true})` parses everything; tests compare both modes to keep this list sound.
 */
const TRIGGER_SOURCES: Record<'python' | 'javascript' | 'shell', Source[]> = {
  python: [
    rule('eval exec compile __import__', String.raw`(?<![.\w])(?:eval|exec|compile|__import__)\s*\(`),
    rule('multiprocessing', String.raw`\bmultiprocessing\b`),
    rule(
      'os.walk',
      String.raw`\bos\.walk\s*\(\s*(?:["'](?:\/|~\/?)["']|os\.path\.expanduser|(?:pathlib\.)?Path\.home)`,
    ),
    rule('builtins', String.raw`\bbuiltins\b`),
    rule('import_module', String.raw`\bimport_module\b`),
    rule('getattr', String.raw`\bgetattr\s*\(\s*(?:os|subprocess|__builtins__|pty|socket|shutil)\b`),
    rule(
      'system popen fork getoutput getstatusoutput create_subprocess_shell dup2 rmtree removedirs fileno',
      String.raw`\b(?:system|popen|fork|forkpty|getoutput|getstatusoutput|create_subprocess_shell|dup2|rmtree|removedirs|fileno)\s*\(`,
    ),
    rule(
      'system popen fork rmtree getoutput',
      String.raw`\bimport\b[^\n]*\b(?:system|popen|fork|rmtree|getoutput)\b`,
    ),
    rule('shell', String.raw`shell\s*=\s*True`),
    rule(
      'pickle marshal dill shelve joblib pty',
      String.raw`\b(?:pickle|cPickle|_pickle|cloudpickle|marshal|dill|shelve|joblib|jsonpickle|read_pickle|allow_pickle|pty)\b`,
    ),
    rule('yaml.', String.raw`yaml\.(?:load|load_all|unsafe_load)\b`),
    ...literals('torch.load'),
    rule('169', String.raw`\b169\b[^\n]{0,12}\b254\b`),
    rule('loader', String.raw`(?:Unsafe|Full)Loader\b`),
    rule('yaml', String.raw`\bfrom\s+yaml\s+import\b`),
    rule('-password', 'find-(?:generic|internet)-password'),
    ...literals('dump-keychain'),
    // A quoted `.env`, led by the literal, which the regex engine finds fast, rather than by every quote.
    rule('.env', String.raw`\.env\b(?=[^"'\n]*["'])(?<=["'][^"'\n]*\.env)`),
    ...literals('gethostbyname', 'getaddrinfo', 'getfqdn'),
    rule('resolver', String.raw`\bresolver\b`),
    ...literals('__builtins__'),
    rule('CronTab', String.raw`\bCronTab\b`),
    ...PERSIST,
    rule('environ', String.raw`\benviron\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b))`),
    ...SENSITIVE,
  ],
  javascript: [
    rule('eval Function', String.raw`\b(?:eval|Function)\s*[()]`),
    rule('vm.', String.raw`\bvm\.`),
    rule(
      'shelljs execaCommand unserialize rimraf',
      String.raw`\b(?:shelljs|execaCommand|unserialize|rimraf)\b`,
    ),
    rule('setTimeout setInterval', String.raw`\bset(?:Timeout|Interval)\s*\(\s*["'\x60]`),
    rule(
      'rm remove emptyDir',
      String.raw`\b(?:rm|rmSync|rmdir|rmdirSync|remove|removeSync|emptyDir|emptyDirSync)\s*\(`,
    ),
    rule('net. tls.', String.raw`\b(?:net|tls)\.`),
    rule('net tls', `["'](?:node:)?(?:net|tls)["']`),
    rule('process.env', String.raw`process\.env\b(?!\s*(?:\.|\[|\?\.))`),
    rule('dns', String.raw`["'\x60](?:node:)?dns(?:\/promises)?["'\x60]`),
    rule('resolve', String.raw`\bresolve(?:4|6|Any|Txt|Cname)\b`),
    ...literals('Deno.resolveDns'),
    rule('require import', String.raw`(?:require|import)\s*\(\s*["'\x60][^"'\x60]*["'\x60]\s*\+`),
    ...literals('mainModule', 'constructor._load'),
    rule('setTimeout setInterval', String.raw`\bset(?:Timeout|Interval)\s*\(\s*(?:atob|unescape|Buffer)\b`),
    rule('eval', String.raw`\beval\s*[,;)]`),
    rule('eval', String.raw`=\s*eval\b`),
    rule('global window self', String.raw`(?:globalThis|window|global|self)\s*\[`),
    rule('constructor', String.raw`constructor\s*\.\s*constructor`),
    rule('\\x \\u', String.raw`(?:\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}){4}`),
    rule('homedir', String.raw`\bhomedir\s*\(`),
    // `require(target)`, `await import(target)`: the module named by a variable may be a downloaded file.
    rule('require import', String.raw`\b(?:require|import)\s*\(\s*[\w$]+\s*\)`),
    rule('solana keystore', String.raw`\b(?:solana|keystore)\b`),
    ...PERSIST,
    ...SENSITIVE,
  ],
  shell: [
    rule(
      'curl wget fetch aria2c',
      String.raw`\b(?:curl|wget|fetch|aria2c)\b(?:[^\n]|\\\n)*\|\s*(?:sudo\s+(?:-[ugCDhprtU]\s+\S+\s+|-\S+\s+)*)?(?:(?:\S*\/)?env\s+(?:-\S+\s+|\w+=\S*\s+)*)?(?:\S*\/)?${INTERPRETER}`,
    ),
    rule(
      '$( <( `',
      String.raw`(?:\b${INTERPRETER}|\beval|\bsource|(?:^|\s)\.)\s+(?:-\S+\s+)*["']?(?:\$\(|<\(|\x60)`,
    ),
    rule(
      'nc netcat socat telnet mkfifo eval mkfs shred',
      String.raw`\b(?:nc|ncat|netcat|socat|telnet|mkfifo|eval|mkfs[\w.]*|shred)\b`,
    ),
    rule('security', String.raw`\bsecurity\s+(?:find-\w+-password|dump-keychain)`),
    rule('-c', String.raw`\b(?:ba|z|k|da)?sh\s+(?:-\w+\s+)*-c\b`),
    rule('base64', String.raw`\bbase64\s[^\n]*-(?:d|D|-decode)\b`),
    rule('xxd', String.raw`\bxxd\s+-r`),
    rule('openssl', String.raw`\bopenssl\s[^\n]*\s-d\b`),
    rule('of=/dev', String.raw`\bdd\s[^\n]*of=\/dev`),
    rule('env', String.raw`(?:^|[|;&(\x60]\s*)(?:env|printenv)\s*(?:$|[|;&>)\x60])`),
    rule('set', String.raw`^\s*set\s*$`),
    rule('export', String.raw`export\s+-p`),
    rule('declare', String.raw`declare\s+-[xp]\s*$`),
    rule('/dev/', String.raw`\/dev\/(?:tcp|udp)`),
    rule(
      'rm',
      String.raw`\brm\s+-[^\n]*\s["']?(?:\/\*?|~\/?\*?|\$\{?HOME\}?["']?\/?\*?|\/(?:home|etc|usr|var|boot|bin|lib)\/?\*?)["']?(?:\s|$|;)`,
    ),
    rule('chmod', String.raw`chmod\s+-R`),
    rule('socket fsockopen wipefs', String.raw`\b(?:socket|fsockopen|TCPSocket|wipefs)\b`),
    rule(
      'SECRET TOKEN PASSWORD PASSWD API_KEY ACCESS_KEY PRIVATE_KEY',
      String.raw`\$\{?\w*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|ACCESS_KEY|PRIVATE_KEY)\w*\}?["']?\s*\|`,
    ),
    rule('auth', String.raw`\bgh\s+auth\s+token`),
    rule('-token', 'print-(?:access|identity)-token'),
    ...literals('get-access-token', 'get-session-token', 'export-credentials'),
    rule('configure', String.raw`configure\s+get`),
    rule('credential', String.raw`credential\s+fill`),
    rule('auth', String.raw`auth:?\s*token`),
    rule('fork', String.raw`\bfork\s+while\b`),
    rule('curl wget', String.raw`(?:^|[;&|]\s*)(?:\$\(|\x60)\s*(?:curl|wget)\b`),
    ...literals('/inet/tcp'),
    rule('-delete -exec', String.raw`\bfind\s+["']?(?:\/|~|\$\{?HOME)[^\n]*(?:-delete|-exec\s+(?:rm|shred))`),
    rule('curl wget', String.raw`\b(?:curl|wget)\b[^\n]*>\s*\S`),
    rule('history', String.raw`\bhistory\s*(?:\d+\s*)?[|>]`),
    rule('curl wget', String.raw`\b(?:curl|wget)\b[^\n]*\s-(?:\w*[oO]|-output\S*)\s`),
    rule('|', String.raw`\|\s*[\w:]+\s*&`),
    rule('<<', String.raw`\b(?:(?:ba|z|k|da)?sh|eval)\s+(?:-\w+\s+)*<<`),
    rule('rev', String.raw`\|\s*rev\b`),
    rule('n-za-m', String.raw`\btr\s[^\n]*(?:N-ZA-M|n-za-m)`),
    rule('<<<', String.raw`<<<\s*["']?(?:\$\(|\x60)`),
    rule('IFS', String.raw`\$\{?IFS\b`),
    rule("$'\\", String.raw`\$'\\`),
    rule(
      '\\x \\0 \\1 \\2 \\3 \\4 \\5 \\6 \\7',
      String.raw`\b(?:printf|echo\s+-e)\s[^\n]*\\(?:x[0-9a-fA-F]{2}|[0-7]{3})`,
    ),
    rule(
      'nslookup dig drill delv host resolvectl getent ping',
      String.raw`\b(?:nslookup|dig|drill|kdig|delv|host|resolvectl|getent|ping6?)\b[^\n]*(?:\$|\x60)`,
    ),
    ...SHELL_SCRIPT_EXTRA,
    ...PERSIST,
    ...SENSITIVE,
  ],
};

/** Starting programs only matters together with one of these (shell strings, downloads, loops). */
const PROCESS_SOURCES: Record<'python' | 'javascript' | 'shell', Source[]> = {
  python: [
    rule('subprocess', String.raw`\bsubprocess\b`),
    rule('pexpect', String.raw`\bpexpect\b`),
    rule('os.', String.raw`\bos\.(?:exec|spawn|posix_spawn)`),
    ...literals('create_subprocess_exec'),
    rule('from', String.raw`\bfrom\s+os\s+import\b`),
  ],
  javascript: [
    ...literals('child_process'),
    rule('execa', String.raw`\bexeca\b`),
    rule('bun. deno.', String.raw`\b(?:Bun|Deno)\.`),
    ...literals('$`'),
  ],
  shell: [],
};
const PROCESS_COMPANION_SOURCES: Record<'python' | 'javascript' | 'shell', Source[]> = {
  python: [
    ...SHELL_TEXT,
    rule(
      'requests httpx urllib urlopen aiohttp http.client socket smtplib ftplib paramiko __file__ executable',
      String.raw`\b(?:requests|httpx|urllib3?|urlopen|aiohttp|http\.client|socket|smtplib|ftplib|paramiko|__file__|executable)\b`,
    ),
    rule('rm', String.raw`["'](?:\/bin\/)?rm["']`),
  ],
  javascript: [
    ...SHELL_TEXT,
    rule('rm', String.raw`["'\x60]rm["'\x60]`),
    rule('exec', String.raw`\bexec(?:Sync)?\b`),
    rule('shell', String.raw`shell\s*:\s*true`),
    ...literals('cmd.exe', 'powershell'),
    rule('fetch axios got undici http request', String.raw`\b(?:fetch|axios|got|undici|https?|request)\b`),
    rule('while', String.raw`while\s*\(\s*(?:true|1|!0)\s*\)`),
    rule('for', String.raw`for\s*\(\s*;\s*;`),
    rule('__filename', String.raw`\b__filename\b`),
    rule('import.meta', String.raw`import\.meta\b`),
    ...literals('process.execPath'),
    rule('process.argv', String.raw`process\.argv\s*\[\s*[01]\s*\]`),
  ],
  shell: [],
};

/** Network and process use, needed only when the skill declares `allowed-tools` to compare against. */
const DECLARATION_SOURCES: Record<'python' | 'javascript' | 'shell', Source[]> = {
  python: [
    rule(
      'requests httpx urllib urlopen aiohttp http.client socket ftplib smtplib paramiko subprocess system popen',
      String.raw`\b(?:requests|httpx|urllib3?|urlopen|aiohttp|http\.client|socket|ftplib|smtplib|paramiko|subprocess|system|popen)\b`,
    ),
  ],
  javascript: [
    rule(
      'fetch axios got undici http net WebSocket XMLHttpRequest child_process execa',
      String.raw`\b(?:fetch|axios|got|undici|https?|net|WebSocket|XMLHttpRequest|child_process|execa)\b`,
    ),
  ],
  shell: [
    rule(
      'curl wget nc netcat telnet socat scp sftp ftp rsync ssh http',
      String.raw`\b(?:curl|wget|nc|ncat|netcat|telnet|socat|scp|sftp|ftp|rsync|ssh|http)\b`,
    ),
  ],
};

/** The triggers of one language, by the part of the decision they take part in. */
export interface ParseTriggers {
  triggers: readonly Trigger[];
  process: readonly Trigger[];
  companion: readonly Trigger[];
  declaration: readonly Trigger[];
}

function compileTriggers(language: 'python' | 'javascript' | 'shell'): ParseTriggers {
  const flags = language === 'shell' ? 'm' : '';
  const compile = (sources: readonly Source[]): Trigger[] =>
    sources.map(({ keywords, source }) => ({ keywords, re: new RegExp(source, flags) }));
  return {
    triggers: compile(TRIGGER_SOURCES[language]),
    process: compile(PROCESS_SOURCES[language]),
    companion: compile(PROCESS_COMPANION_SOURCES[language]),
    declaration: compile(DECLARATION_SOURCES[language]),
  };
}

const JAVASCRIPT = compileTriggers('javascript');
export const PARSE_TRIGGERS: Record<CodeLanguage, ParseTriggers> = {
  python: compileTriggers('python'),
  javascript: JAVASCRIPT,
  typescript: JAVASCRIPT,
  shell: compileTriggers('shell'),
};

/** One automaton per language over the keywords of all its triggers, in the order of `ParseTriggers`. */
interface Gate {
  keywords: KeywordSets;
  /** Where each part starts among the sets. */
  process: number;
  companion: number;
  declaration: number;
  /** Sets of their own: `+` joins strings, `rm` for RM_VARIABLE_RE, and what a split word holds. */
  plus: number;
  rm: number;
  split: number;
}

function gate(triggers: ParseTriggers): Gate {
  const all = [...triggers.triggers, ...triggers.process, ...triggers.companion, ...triggers.declaration];
  const process = triggers.triggers.length;
  const companion = process + triggers.process.length;
  const declaration = companion + triggers.companion.length;
  const plus = declaration + triggers.declaration.length;
  return {
    keywords: new KeywordSets([...all.map((t) => t.keywords), ['+'], ['rm'], ["''", '""', '\\']]),
    process,
    companion,
    declaration,
    plus,
    rm: plus + 1,
    split: plus + 2,
  };
}

/** Built on first use, not at import: a command that never scans must not pay for the automata. */
const GATES: Partial<Record<CodeLanguage, Gate>> = {};

function gateOf(language: CodeLanguage): Gate {
  // TypeScript shares JavaScript's triggers, so it shares the automaton too.
  const key = language === 'typescript' ? 'javascript' : language;
  let found = GATES[key];
  if (found === undefined) {
    found = gate(PARSE_TRIGGERS[key]);
    GATES[key] = found;
  }
  return found;
}

/** Whether a trigger whose keywords are present (sets from `offset` on) matches `text`. */
function anyMatches(
  triggers: readonly Trigger[],
  present: Uint8Array,
  offset: number,
  text: string,
): boolean {
  for (let i = 0; i < triggers.length; i++) {
    if (present[offset + i] === 1 && (triggers[i] as Trigger).re.test(text)) return true;
  }
  return false;
}

export function needsParse(
  language: CodeLanguage,
  source: string,
  options: { declaresTools: boolean },
): boolean {
  // The shebang (`#!/usr/bin/env python3`) names an interpreter in every script and decides nothing.
  const text = source.startsWith('#!') ? source.slice(source.indexOf('\n') + 1) : source;
  const triggers = PARSE_TRIGGERS[language];
  const gate = gateOf(language);
  const present = gate.keywords.present(text);
  if (anyMatches(triggers.triggers, present, 0, text)) return true;
  // `'.ss' + 'h'`, `'child_' + 'process'`: names spelled in pieces trigger once joined.
  if (present[gate.plus] === 1 && /["'\x60]\s*\+\s*["'\x60]/.test(text)) {
    const joined = text.replace(/["'\x60]\s*\+\s*["'\x60]/g, '');
    if (anyMatches(triggers.triggers, gate.keywords.present(joined), 0, joined)) return true;
  }
  return (
    // An empty script costs nothing to parse (and always went to the parser).
    (language === 'shell' && text === '') ||
    (anyMatches(triggers.process, present, gate.process, text) &&
      anyMatches(triggers.companion, present, gate.companion, text)) ||
    (language === 'shell' &&
      present[gate.rm] === 1 &&
      RM_VARIABLE_RE.test(text) &&
      ROOT_OR_HOME_TEXT_RE.test(text)) ||
    (language === 'shell' && present[gate.split] === 1 && hasSplitCommand(text)) ||
    (options.declaresTools && anyMatches(triggers.declaration, present, gate.declaration, text))
  );
}
