import type { Severity } from './finding.js';

/** A place where a line written once makes code run again later, without anyone asking. */
export interface PersistenceTarget {
  /** Human name for messages ("a shell startup file"). */
  what: string;
  /** Severity of writing there with content that names no download. */
  base: Severity;
  /** Content that makes an otherwise ordinary edit run commands (raises `medium` to `high`). */
  runs?: RegExp;
}

const TARGETS: { re: RegExp; target: PersistenceTarget }[] = [
  {
    re: /\.ssh\/authorized_keys2?\b/,
    target: { what: 'SSH authorized_keys (remote login)', base: 'critical' },
  },
  {
    re: /\/etc\/sudoers(?:\.d\/|\b)|\/etc\/ld\.so\.preload\b/,
    target: { what: 'the sudo rules or the preload list (root for every later command)', base: 'critical' },
  },
  {
    // `user.profile.name` is an attribute; a startup file follows a path separator, a quote or `~`.
    re: /(?:^|[\s"'`/=~}:])\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|mkshrc)\b|\.(?:bash_logout|xinitrc|xprofile|xsessionrc)\b|\.config\/fish\/(?:config\.fish|conf\.d\/)|\/etc\/(?:profile|bash\.bashrc|zsh\/zshrc|zshrc|rc\.local)\b|\/etc\/(?:profile\.d|init\.d)\//,
    target: { what: 'a shell startup file', base: 'high' },
  },
  {
    re: /\/etc\/cron(?:tab|\.d|\.(?:hourly|daily|weekly|monthly))?\b|\/var\/spool\/cron\b/,
    target: { what: 'the cron tables', base: 'high' },
  },
  {
    re: /\.config\/systemd\/user\b|\/etc\/systemd\/(?:system|user)\b|\/lib\/systemd\/system\b/,
    target: { what: 'a systemd unit directory', base: 'high' },
  },
  {
    // Python runs these at every interpreter start; `.pth` lines starting with `import` are executed.
    re: /\b(?:sitecustomize|usercustomize)\.py\b|(?:site-packages|getsitepackages|getusersitepackages|USER_SITE|purelib)[^\n]*?[\w.-]+\.pth\b/,
    target: { what: "Python's start-up hooks (sitecustomize or a .pth file)", base: 'high' },
  },
  {
    // ProxyCommand/LocalCommand in ~/.ssh/config and ~/.ssh/rc run on every connection.
    re: /\.ssh\/(?:config|rc)\b/,
    target: {
      what: 'the SSH client configuration',
      base: 'medium',
      runs: /\b(?:ProxyCommand|LocalCommand|KnownHostsCommand|PermitLocalCommand|Match\s+exec)\b/i,
    },
  },
  {
    re: /Library\/Launch(?:Agents|Daemons)\b/,
    target: { what: 'a launchd agent directory', base: 'high' },
  },
  {
    re: /\.config\/autostart\b|\/etc\/xdg\/autostart\b/,
    target: { what: 'the desktop autostart folder', base: 'high' },
  },
  {
    re: /Start Menu[\\/]+Programs[\\/]+Startup|\\CurrentVersion\\Run(?:Once)?\b/i,
    target: { what: 'the Windows startup programs', base: 'high' },
  },
  {
    // A hook in a repository the user works in is how pre-commit tools install; one fetching code is not.
    re: /\.git\/hooks\/|\.git-templates?\/hooks\b/,
    target: { what: 'a git hook', base: 'medium' },
  },
];

/** The persistence location a path expression names, if any. */
export function persistenceTarget(text: string): PersistenceTarget | undefined {
  return TARGETS.find((t) => t.re.test(text))?.target;
}

/** Text that fetches code or reaches a remote host: planted in a startup location, it is a loader. */
export const REMOTE_PAYLOAD_RE =
  /\b(?:curl|wget|aria2c|nc|ncat|netcat|socat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|DownloadString|DownloadFile|certutil|bitsadmin)\b|\bhttps?:\/\/|\/dev\/(?:tcp|udp)\/|\bbase64\s+(?:-d|--decode|-D)\b/i;

/**
 * `export PATH="$HOME/.dotnet:$PATH"` appended by an installer: a tool directory under home or /opt. Still a
 * profile edit (medium), but not a hijack; a temporary or hidden directory in front of PATH is.
 */
const TOOL_PATH_LINE_RE =
  /^\s*(?:echo|printf)?\s*(?:-e\s+)?["']?\s*export\s+PATH=["']?(?:\$HOME|\$\{HOME\}|~|\/opt|\/usr\/local)\/(?!tmp\b|\.cache\b)[\w.-]+(?:\/[\w.-]+)*\/?:\$\{?PATH\}?["']?\s*["']?\s*(?:>>?.*)?$/;

/** `ProxyCommand nc -X connect …` is how SSH goes through a proxy: only a download counts there. */
function fetchesRemote(target: PersistenceTarget, payload: string): boolean {
  return target.runs === undefined
    ? REMOTE_PAYLOAD_RE.test(payload)
    : /\b(?:curl|wget)\b|\bhttps?:\/\//i.test(payload);
}

/** How bad writing `payload` into `target` is. */
export function persistenceSeverity(target: PersistenceTarget, payload: string): Severity {
  if (fetchesRemote(target, payload)) return 'critical';
  if (target.runs?.test(payload) === true) return 'high';
  if (target.base !== 'high') return target.base;
  if (target.what === 'a shell startup file' && TOOL_PATH_LINE_RE.test(payload.split('\n', 1)[0] ?? ''))
    return 'medium';
  return target.base;
}

export function persistenceMessage(target: PersistenceTarget, payload: string, how: string): string {
  if (fetchesRemote(target, payload)) return `${how} ${target.what} with a line that fetches remote code`;
  return persistenceSeverity(target, payload) === 'medium' && target.base === 'high'
    ? `${how} ${target.what} to put a tool directory on PATH`
    : `${how} ${target.what}`;
}

/** `Path.home() / ".ssh" / "authorized_keys"` and `join(home, ".ssh", "authorized_keys")` read as one path. */
export function pathExpressionText(text: string): string {
  return text.replace(/["'`]\s*(?:,|\/|\+)\s*(?:[fbr]?["'`]|`)/g, '/');
}
