import type { Severity } from './finding.js';

/** A place where a line written once makes code run again later, without anyone asking. */
export interface PersistenceTarget {
  /** Human name for messages ("a shell startup file"). */
  what: string;
  /** Severity of writing there with content that names no download. */
  base: Severity;
}

const TARGETS: { re: RegExp; target: PersistenceTarget }[] = [
  {
    re: /\.ssh\/authorized_keys2?\b/,
    target: { what: 'SSH authorized_keys (remote login)', base: 'critical' },
  },
  {
    // `user.profile.name` is an attribute; a startup file follows a path separator, a quote or `~`.
    re: /(?:^|[\s"'`/=~}:])\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|mkshrc)\b|\.config\/fish\/config\.fish|\/etc\/(?:profile|bash\.bashrc|zsh\/zshrc|zshrc)\b|\/etc\/profile\.d\//,
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

/** How bad writing `payload` into `target` is. */
export function persistenceSeverity(target: PersistenceTarget, payload: string): Severity {
  if (REMOTE_PAYLOAD_RE.test(payload)) return 'critical';
  if (target.base !== 'high') return target.base;
  if (target.what === 'a shell startup file' && TOOL_PATH_LINE_RE.test(payload.split('\n', 1)[0] ?? ''))
    return 'medium';
  return target.base;
}

export function persistenceMessage(target: PersistenceTarget, payload: string, how: string): string {
  if (REMOTE_PAYLOAD_RE.test(payload)) return `${how} ${target.what} with a line that fetches remote code`;
  return persistenceSeverity(target, payload) === 'medium' && target.base === 'high'
    ? `${how} ${target.what} to put a tool directory on PATH`
    : `${how} ${target.what}`;
}

/** `Path.home() / ".ssh" / "authorized_keys"` and `join(home, ".ssh", "authorized_keys")` read as one path. */
export function pathExpressionText(text: string): string {
  return text.replace(/["'`]\s*(?:,|\/|\+)\s*(?:[fbr]?["'`]|`)/g, '/');
}
