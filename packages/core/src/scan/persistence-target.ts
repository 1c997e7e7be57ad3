import type { Severity } from './finding.js';

/** A place where a line written once makes code run again later, without anyone asking. */
export interface PersistenceTarget {
  /** Human name for messages ("a shell startup file"). */
  what: string;
  /** Severity of writing there with content that names no download. */
  base: Severity;
  /** Content that makes an otherwise ordinary edit run commands (raises `medium` to `high`). */
  runs?: RegExp;
  /** What content matching `runs` makes the edit do, for the message (default: "run commands"). */
  runsWhat?: string;
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
    // A line added to the account files is a login nobody created through useradd (often uid 0).
    re: /\/etc\/(?:passwd|shadow|group|gshadow)\b(?![.-])/,
    target: { what: 'the account database (a login or root account)', base: 'critical' },
  },
  {
    // `user.profile.name` is an attribute; a startup file follows a path separator, a quote or `~`.
    // `.profile-cache` is a folder of its own: a name goes on with neither a word character nor a hyphen.
    re: /(?:^|[\s"'`/=~}:])\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|mkshrc)(?![\w-])|\.(?:bash_logout|xinitrc|xprofile|xsessionrc)\b|\.config\/fish\/(?:config\.fish|conf\.d\/)|\/etc\/(?:profile|bash\.bashrc|zsh\/zshrc|zshrc|rc\.local)\b|\/etc\/(?:profile\.d|init\.d)\//,
    target: { what: 'a shell startup file', base: 'high' },
  },
  {
    // PowerShell dot-sources the profile in every new session, as a shell reads its rc file.
    re: /\$PROFILE\b|\b(?:Microsoft\.(?:PowerShell|VSCode)_)?profile\.ps1\b/i,
    target: { what: 'the PowerShell profile', base: 'high' },
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
    // Python runs these at every interpreter start.
    re: /\b(?:sitecustomize|usercustomize)\.py\b/,
    target: { what: "Python's start-up hooks (sitecustomize)", base: 'high' },
  },
  {
    // Interactive interpreters run these at every start: IPython (every Jupyter kernel too) each file of
    // a profile's startup folder, R its profiles, irb and the Python REPL their rc files.
    re: /\.ipython\/profile_[^/\s"'`]+\/startup\b|(?:^|[\s"'`/=~])\.(?:Rprofile|irbrc|pythonrc(?:\.py)?)\b/,
    target: { what: 'an interpreter start-up file (IPython, R, irb)', base: 'high' },
  },
  {
    // Every `.pth` file in a site directory is read at interpreter start and its `import` lines are
    // executed; lines that are paths only extend sys.path, which is what editable installs write.
    re: /[\w.-]+\.pth(?=$|["'\s)])/,
    target: {
      what: 'a Python .pth start-up file',
      base: 'low',
      runs: /(?:^|\n|\\n)\s*import[\s.]/,
    },
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
    // Every program resolves names through it: a public address for a name sends the user's logins for that
    // site to whoever holds the address. Loopback and private addresses are how local development names work.
    re: /\/etc\/hosts\b|\\drivers\\etc\\hosts\b/i,
    target: {
      what: 'the hosts file',
      base: 'low',
      runs: /(?:^|\n|\\n|["'\s])(?!127\.|0\.0\.0\.0\b|10\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.|169\.254\.)\d{1,3}(?:\.\d{1,3}){3}[ \t]+[A-Za-z]/,
      runsWhat: 'send a name to a public address (traffic for that site goes there)',
    },
  },
  {
    re: /Library\/Launch(?:Agents|Daemons)\b/,
    target: { what: 'a launchd agent directory', base: 'high' },
  },
  {
    re: /\.config\/autostart(?![\w.-])|\/etc\/xdg\/autostart(?![\w.-])/,
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
  {
    // A hook script by its git name in any hooks folder (`~/.config/git/hooks/post-checkout` for a global
    // `core.hooksPath`): git runs it the same way.
    re: /(?:^|[/"'\s])\.?(?:git)?hooks\/(?:applypatch-msg|pre-applypatch|post-applypatch|pre-commit|pre-merge-commit|prepare-commit-msg|commit-msg|post-commit|pre-rebase|post-checkout|post-merge|pre-push|pre-receive|update|proc-receive|post-receive|post-update|reference-transaction|push-to-checkout|pre-auto-gc|post-rewrite|sendemail-validate|fsmonitor-watchman|post-index-change)(?=$|["'\s;|&)])/,
    target: { what: 'a git hook', base: 'medium' },
  },
];

/**
 * `~/.bashrc.bak`, `"$PROFILE.bak"`, `~/.zshrc.bak.$(date +%s)`: a copy kept before an edit. No shell, scheduler or loader reads a file
 * under that name, so keeping one plants nothing.
 */
const BACKUP_COPY_RE = /\.(?:bak|backup|orig|old|sav|save)(?:[.-][^/\\]*)?\d*["'`]?$|~["'`]?$/i;

/** The persistence location a path expression names, if any. */
export function persistenceTarget(text: string): PersistenceTarget | undefined {
  if (BACKUP_COPY_RE.test(text.trim())) return undefined;
  return TARGETS.find((t) => t.re.test(text))?.target;
}

/** Registrations rather than files: the scheduler, login services, git's global hooks, Windows start-up. */
export const CRONTAB: PersistenceTarget = { what: 'the user crontab (runs on a schedule)', base: 'high' };
export const LOGIN_SERVICE: PersistenceTarget = {
  what: 'a service, agent or login item that starts at every login',
  base: 'high',
};
export const GLOBAL_GIT_HOOKS: PersistenceTarget = {
  what: 'git settings that run its own commands in every repository of the user',
  base: 'high',
};
export const WINDOWS_STARTUP: PersistenceTarget = {
  what: 'a program that runs at logon or on a schedule (Run key, scheduled task, Startup folder, WMI or profile)',
  base: 'high',
};

/** Text that reaches a remote host: planted in a start-up location, it beacons out on every start. */
export const REMOTE_PAYLOAD_RE =
  /\b(?:curl|wget|aria2c|nc|ncat|netcat|socat|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|DownloadString|DownloadFile|certutil|bitsadmin|mshta)\b|\bhttps?:\/\/|\/dev\/(?:tcp|udp)\//i;
/** Text that fetches code and runs it (or opens a shell to a remote host): a loader that survives restarts. */
const REMOTE_EXEC_RE =
  /\b(?:curl|wget|fetch|aria2c)\b[^\n]*\|\s*(?:sudo\s+)?(?:\S*\/)?(?:(?:ba|z|k|da|fi)?sh|python[0-9.]*|perl|ruby|node|php)\b|(?:\$\(|<\(|`)\s*(?:curl|wget)\b|\b(?:iex|Invoke-Expression)\b[^\n]*\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|Net\.WebClient)\b|\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString)\b[^\n]*\|\s*(?:iex|Invoke-Expression)\b|\bDownloadFile\b|\b(?:certutil|bitsadmin)\b[^\n]*(?:urlcache|transfer)|\bmshta\b[^\n]*https?:|\/dev\/(?:tcp|udp)\/|\b(?:nc|ncat|netcat)\b[^\n]*\s-[ec]\b|\bbase64\s+(?:-d|--decode|-D)\b[^\n]*\|\s*(?:ba|z)?sh\b/i;

/**
 * `export PATH="$HOME/.dotnet:$PATH"` appended by an installer: a tool directory under home or /opt. Still a
 * profile edit (medium), but not a hijack; a temporary or hidden directory in front of PATH is.
 */
const TOOL_PATH_LINE_RE =
  /^\s*(?:echo|printf)?\s*(?:-e\s+)?["']?\s*export\s+PATH=["']?(?:\$HOME|\$\{HOME\}|~|\/opt|\/usr\/local)\/(?!tmp\b|\.cache\b)[\w.-]+(?:\/[\w.-]+)*\/?:\$\{?PATH\}?["']?\s*["']?\s*(?:>>?.*)?$/;

/**
 * A profile line that puts a function or alias in front of a program people type passwords into. Prose
 * quotes the line in backticks ("add `sudo() { … }` to ~/.zshrc"), so a backtick may open it too.
 */
const PASSWORD_WRAPPER_RE =
  /\balias\s+(?:sudo|su|doas|ssh|scp|git|passwd|gpg|ssh-add|mysql|psql|kinit|vault|op|pass)=|(?:^|[\s;{'"(`])(?:function\s+)?(?:sudo|su|doas|ssh|scp|git|passwd|gpg|ssh-add|mysql|psql|kinit|vault|op|pass)\s*\(\s*\)\s*\{|\bfunction\s+(?:sudo|su|doas|ssh|git|passwd|gpg)\s*\{/;
/** A program in a temporary or cache folder: nothing installed lives there, and anyone may write there. */
const SCRATCH_PROGRAM_RE =
  /(?:^|[\s'"=;])(?:\/tmp|\/var\/tmp|\/dev\/shm|(?:~|\$\{?HOME\}?)\/\.cache)\/[\w./-]+/;
/** A script whose own file name starts with a dot (`/.sync-agent.py`), named in a job or service definition. */
const HIDDEN_PROGRAM_RE =
  /\/\.[A-Za-z0-9][\w-]*\.(?:py|sh|bash|js|mjs|cjs|pl|rb|php|ps1|vbs|bin|elf)(?=$|[\s"';|&)])/m;
/** Reading a line without echo, or recording the terminal: what a password prompt does. */
const SILENT_READ_RE = /\bread\s+(?:-\w+\s+(?:\S+\s+)?)*?-\w*s\w*\b|\bstty\s+-echo\b|\bscript\s+-q\b/;

/** Programs people type passwords into: a copy of one earlier on PATH receives every password. */
const PASSWORD_PROGRAM_RE =
  /^(?:sudo|su|doas|ssh|scp|git|passwd|gpg|ssh-add|mysql|psql|kinit|vault|op|pass)$/;

/**
 * A script written under the name of a password-taking program (`$DIR/sudo`) that reads without echo or
 * reaches a remote host: once `$DIR` comes first on PATH, it is what the user runs (T1574.007).
 */
export function isPasswordInterceptor(path: string, content: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return PASSWORD_PROGRAM_RE.test(name) && (SILENT_READ_RE.test(content) || REMOTE_PAYLOAD_RE.test(content));
}

/**
 * A profile line that only sets an option of the shell itself (`Set-PSReadLineOption -PredictionSource
 * History`, `setopt autocd`, `shopt -s histappend`, `set -o vi`, `HISTSIZE=10000`). Values are plain words:
 * a script block, a substitution or a second command would make the line run code.
 */
const SHELL_OPTION_LINE_RE =
  /^\s*(?:Set-PSReadLineOption(?:\s+-\w+(?:\s+[\w.'"-]+)?)+|(?:un)?setopt(?:\s+[\w-]+)+|shopt\s+-[su](?:\s+[\w-]+)+|set\s+[-+]o\s+[\w-]+|(?:export\s+)?HIST\w*=["']?[\w:.-]*["']?)\s*$/i;

/** Every line of `text` that is not blank or a comment sets a shell option, and there is at least one. */
function isShellOptionsOnly(text: string): boolean {
  const lines = text
    .split(/\r?\n|\\n|`n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
  return lines.length > 0 && lines.every((l) => SHELL_OPTION_LINE_RE.test(l));
}

export interface PersistenceJudgement {
  severity: Severity;
  message: string;
}

/**
 * How bad planting `payload` in `target` is: `critical` when it fetches and runs code (or when the target is
 * remote login or root itself), at least `high` when it only contacts a remote host, the target's own
 * severity otherwise; a tool directory added to PATH in a profile is `medium`.
 */
export function judgePersistence(
  target: PersistenceTarget,
  source: string,
  how: string,
): PersistenceJudgement {
  // `'\ncurl …'` in a string literal: the escape is a line break, not part of a word.
  const payload = source.replace(/\\[nrt]/g, ' ');
  // `ProxyCommand nc -X connect …` is how SSH goes through a proxy: there only a download counts.
  const exec =
    REMOTE_EXEC_RE.test(payload) && (target.runs === undefined || /\b(?:curl|wget)\b/.test(payload));
  if (exec)
    return {
      severity: 'critical',
      message: `${how} ${target.what} with a line that fetches and runs remote code`,
    };
  if (target.base === 'critical') return { severity: 'critical', message: `${how} ${target.what}` };
  // `ExecStart=/usr/bin/python3 ~/.local/share/.dbus-helper.py`: a service or job that runs a program
  // hidden under a dot name is disguised on purpose.
  if (target.what !== 'a shell startup file' && HIDDEN_PROGRAM_RE.test(payload))
    return {
      severity: 'critical',
      message: `${how} ${target.what} that runs a script hidden under a dot-file name`,
    };
  // `sudo() { read -s p; echo "$p" | nc …; command sudo "$@"; }`: every later password goes through it.
  if (
    target.what === 'a shell startup file' &&
    PASSWORD_WRAPPER_RE.test(payload) &&
    (SILENT_READ_RE.test(payload) || REMOTE_PAYLOAD_RE.test(payload))
  )
    return {
      severity: 'critical',
      message: `${how} ${target.what}: a wrapper around a password prompt (sudo, ssh, …) that captures or sends what is typed`,
    };
  // `alias sudo='sudo -E /tmp/.cache/w'`: the password prompt now runs a program no install put there.
  if (
    target.what === 'a shell startup file' &&
    PASSWORD_WRAPPER_RE.test(payload) &&
    SCRATCH_PROGRAM_RE.test(payload)
  )
    return {
      severity: 'critical',
      message: `${how} ${target.what}: routes a password prompt (sudo, ssh, …) through a program kept in a temporary folder`,
    };
  const beacon = target.runs === undefined && REMOTE_PAYLOAD_RE.test(payload);
  if (beacon)
    return { severity: 'high', message: `${how} ${target.what} with a line that contacts a remote host` };
  if (target.runs?.test(source) === true) {
    // A start-up line that evaluates what it fetches is a loader, whatever language it is written in.
    if (REMOTE_PAYLOAD_RE.test(payload) && /\b(?:exec|eval)\s*\(/.test(payload))
      return {
        severity: 'critical',
        message: `${how} ${target.what} with a line that fetches and runs remote code`,
      };
    return { severity: 'high', message: `${how} ${target.what} to ${target.runsWhat ?? 'run commands'}` };
  }
  if (
    target.base === 'high' &&
    target.what === 'a shell startup file' &&
    TOOL_PATH_LINE_RE.test(payload.split('\n', 1)[0] ?? '')
  )
    return { severity: 'medium', message: `${how} ${target.what} to put a tool directory on PATH` };
  if (
    (target.what === 'a shell startup file' || target.what === 'the PowerShell profile') &&
    isShellOptionsOnly(source)
  )
    return { severity: 'medium', message: `${how} ${target.what} to set shell options (it runs no program)` };
  return { severity: target.base, message: `${how} ${target.what}` };
}

/** `Path.home() / ".ssh" / "authorized_keys"` and `join(home, ".ssh", "authorized_keys")` read as one path. */
export function pathExpressionText(text: string): string {
  return text.replace(/["'`]\s*(?:,|\/|\+)\s*(?:[fbr]?["'`]|`)/g, '/');
}
