import type { CodeLanguage } from './load-grammars.js';

const SENSITIVE = String.raw`169\.254|metadata\.(?:google|azure)|100\.100\.100\.200|fd00:ec2|\.ssh|\.aws|\.gnupg|\.netrc|\.git-credentials|\.kube|\.docker|id_rsa|id_ed25519|id_ecdsa|id_dsa|\/etc\/shadow|\/etc\/sudoers|Keychains|Login Data|binarycookies|\.npmrc|\.pypirc|_history|password-store|\.mozilla|gcloud|\.azure`;

/**
 * Tokens without which no code rule of a language can fire. Parsing costs far more than reading, so a
 * file with none of them is decided by this search alone; any hit sends the file to tree-sitter, which
 * decides precisely. The search also sees strings and comments, which only makes it more conservative.
 */
const TRIGGERS: Record<CodeLanguage, RegExp> = {
  python: new RegExp(
    String.raw`(?<![.\w])(?:eval|exec|compile|__import__)\s*\(|\b(?:system|popen|fork|forkpty|spawn\w*|getoutput|getstatusoutput|create_subprocess_\w+|dup2|rmtree|removedirs)\s*\(|\b(?:subprocess|pickle|cPickle|_pickle|cloudpickle|marshal|dill|shelve|joblib|jsonpickle|read_pickle|allow_pickle|pty|socket)\b|yaml\.(?:load|load_all|unsafe_load)\b|torch\.load|\benviron\b(?!\s*(?:\[|\.get\b|\.setdefault\b|\.pop\b))|${SENSITIVE}`,
  ),
  javascript: new RegExp(
    String.raw`\b(?:eval|Function)\s*\(|\bvm\.|\b(?:child_process|execa|shelljs|unserialize|rimraf)\b|\bset(?:Timeout|Interval)\s*\(\s*["'\x60]|\b(?:rm|rmSync|rmdir|rmdirSync)\s*\(|\b(?:net|tls)\.|["'](?:node:)?(?:net|tls)["']|process\.env\b(?!\s*(?:\.|\[|\?\.))|${SENSITIVE}`,
  ),
  typescript: /$^/,
  shell: new RegExp(
    String.raw`\b(?:curl|wget|fetch|aria2c)\b[^\n]*\||(?:\$\(|<\(|\x60)\s*(?:curl|wget)\b|\b(?:nc|ncat|netcat|socat|telnet|mkfifo|eval|mkfs[\w.]*|shred)\b|\b(?:ba|z|k|da)?sh\s+(?:-\w+\s+)*-c\b|\bbase64\s[^\n]*-(?:d|D|-decode)\b|\bxxd\s+-r|\bopenssl\s[^\n]*\s-d\b|\bdd\s[^\n]*of=\/dev|(?:^|[|;&]\s*)(?:env|printenv)\s*(?:$|[|;&>])|^\s*set\s*$|export\s+-p|declare\s+-[xp]\s*$|\/dev\/(?:tcp|udp)|\brm\s+-[^\n]*\s["']?(?:\/\*?|~\/?\*?|\$\{?HOME\}?\/?\*?|\/(?:home|etc|usr|var|boot|bin|lib)\/?)["']?(?:\s|$|;)|chmod\s+-R|\|\s*[\w:]+\s*&|\b(?:(?:ba|z|k|da)?sh|eval)\s+(?:-\w+\s+)*<<|${SENSITIVE}`,
    'm',
  ),
};
TRIGGERS.typescript = TRIGGERS.javascript;

/** Network and process use, needed only when the skill declares `allowed-tools` to compare against. */
const DECLARATION_TRIGGERS: Record<CodeLanguage, RegExp> = {
  python:
    /\b(?:requests|httpx|urllib3?|urlopen|aiohttp|http\.client|socket|ftplib|smtplib|paramiko|subprocess)\b/,
  javascript: /\b(?:fetch|axios|got|undici|https?|net|WebSocket|XMLHttpRequest|child_process|execa)\b/,
  typescript: /$^/,
  shell: /\b(?:curl|wget|nc|ncat|netcat|telnet|socat|scp|sftp|ftp|rsync|ssh|http)\b/,
};
DECLARATION_TRIGGERS.typescript = DECLARATION_TRIGGERS.javascript;

export function needsParse(
  language: CodeLanguage,
  text: string,
  options: { declaresTools: boolean },
): boolean {
  return (
    TRIGGERS[language].test(text) || (options.declaresTools && DECLARATION_TRIGGERS[language].test(text))
  );
}
