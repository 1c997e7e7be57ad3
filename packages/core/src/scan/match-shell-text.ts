import type { Severity } from './finding.js';
import { installerSeverity } from './installer-severity.js';
import { CRONTAB, judgePersistence, LOGIN_SERVICE, persistenceTarget } from './persistence-target.js';
import type { ScanRuleId } from './scan-rules.js';
import { CLOUD_METADATA_RE, SENSITIVE_PATH_RE } from './sensitive-patterns.js';

export interface ShellTextHit {
  ruleId: ScanRuleId;
  severity: Severity;
  message: string;
  /** Index of the match inside the text that was checked. */
  index: number;
}

const INTERPRETER = String.raw`(?:sudo\s+(?:-[ugCDhprtU]\s+\S+\s+|-\S+\s+)*)?(?:(?:\/\S*\/)?env\s+(?:-\S+\s+|\w+=\S*\s+)*)?(?:\/\S*\/)?(?:ba|z|k|da|fi)?sh\b|(?:\/\S*\/)?(?:python[0-9.]*|node|perl|ruby|php)\b`;

/** `nslookup $(…).x.example`: the captured label (a substitution or variable) precedes a fixed domain. */
const DNS_LOOKUP_RE =
  /\b(?:nslookup|dig|drill|host|ping6?)\s+(?:-\S+\s+|\+\S+\s+)*["']?(?:[\w-]+\.)*(\$\([^)]*\)|\x60[^\x60]*\x60|\$\{[^}]*\}|\$\w+)[\w-]*\.[A-Za-z][\w-]*/;
const SECRET_SOURCE_RE =
  /\$\{?\w*(?:SECRET|TOKEN|PASSWORD|PASSWD|API_KEY|ACCESS_KEY|PRIVATE_KEY)\w*|\b(?:env|printenv|history)\b|\bauth\s+token\b/;

/**
 * Shell command text that is executed but cannot be parsed as a script of its own: strings handed to
 * `os.system`, `child_process.exec`, `bash -c`, and commands shown in Markdown code fences.
 */
const SHELL_TEXT_RULES: {
  ruleId: ScanRuleId;
  severity: Severity;
  message: string;
  re: RegExp;
  hints: string[];
  /** Decides severity and message from the match and the rest of its line; undefined drops the hit. */
  judge?: (match: RegExpExecArray, rest: string) => { severity: Severity; message: string } | undefined;
}[] = [
  {
    ruleId: 'SS-DOWNLOAD-EXEC',
    severity: 'critical',
    message: 'pipes downloaded content straight into an interpreter',
    re: new RegExp(String.raw`\b(?:curl|wget|fetch|aria2c)\b[^|;&\n]*\|\s*(?:${INTERPRETER})`),
    hints: ['curl', 'wget', 'fetch', 'aria2c'],
  },
  {
    ruleId: 'SS-DOWNLOAD-EXEC',
    severity: 'critical',
    message: 'runs the output of a download in an interpreter',
    re: new RegExp(
      String.raw`(?:(?:${INTERPRETER})\s+(?:-c\s+)?["']?|\b(?:eval|source|\.)\s+["']?|(?:(?:${INTERPRETER})|\bsource|(?:^|\s)\.)\s+(?:\/dev\/stdin\s+|-s\s+)?<<<\s*["']?)(?:\$\(|<\(|\x60)\s*(?:curl|wget)\b`,
    ),
    hints: ['curl', 'wget'],
  },
  {
    ruleId: 'SS-OBFUSCATION',
    severity: 'critical',
    message: 'decodes an encoded payload and executes it',
    re: new RegExp(
      String.raw`\b(?:base64\s+(?:-d|--decode|-D)|xxd\s+-r|openssl\s+(?:enc\s+)?-d|rev\b|tr\s+\S+\s+["']?(?:N-ZA-M|n-za-m))[^|;\n]*\|\s*(?:${INTERPRETER})`,
    ),
    hints: ['base64', 'xxd', 'openssl', 'rev', 'N-ZA-M', 'n-za-m'],
  },
  {
    ruleId: 'SS-OBFUSCATION',
    severity: 'critical',
    message: 'evaluates a decoded payload',
    re: new RegExp(
      String.raw`(?:\beval|(?:${INTERPRETER})\s+(?:-c|-e))\s+["']?\$\([^)]*\b(?:base64\s+(?:-d|--decode|-D)|xxd\s+-r|printf\s+["']?(?:[^"')]*?(?:\\x[0-9a-fA-F]{2}|\\[0-7]{3})){3})`,
    ),
    hints: ['base64', 'xxd', 'printf'],
  },
  {
    ruleId: 'SS-OBFUSCATION',
    severity: 'critical',
    message: 'runs a base64-encoded PowerShell command',
    re: /\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]*\s[-/](?:e|ec|en|enc|enco|encod|encodedcommand)\s+["']?([A-Za-z0-9+/=]{8,})/i,
    hints: ['powershell', 'pwsh', 'PowerShell', 'POWERSHELL'],
    judge: (match) => judgeEncodedCommand(match[1] ?? ''),
  },
  {
    ruleId: 'SS-REVERSE-SHELL',
    severity: 'critical',
    message: 'connects an interactive shell to a remote host over /dev/tcp',
    re: /\b(?:ba|z)?sh\s+-i\b[^\n]*\/dev\/(?:tcp|udp)\/|\/dev\/(?:tcp|udp)\/[^\n]*(?:0>&1|<&\d|>&\s*\d|\bsh\b)/,
    hints: ['/dev/tcp', '/dev/udp'],
  },
  {
    ruleId: 'SS-REVERSE-SHELL',
    severity: 'critical',
    message: 'netcat/socat hands a shell to a remote host',
    re: /\b(?:nc|ncat|netcat)\b[^\n|;]*\s(?:-(?:e|c)\s*|--(?:exec|sh-exec|lua-exec)[=\s]\s*)\S|\bztcp\b[^\n]*>&\s*\$|\bsocat\b(?=[^\n]*\b(?:tcp|udp|openssl|ssl|sctp)[46]?(?:-connect|-listen|-l)?:)[^\n]*\bexec:|\bmkfifo\b[^\n]*\|\s*(?:nc|ncat|netcat)\b/i,
    hints: ['nc', 'socat', 'SOCAT', 'mkfifo', 'ztcp'],
  },
  {
    ruleId: 'SS-REVERSE-SHELL',
    severity: 'critical',
    message: 'one-liner connects a socket to a shell (python/perl/php/ruby/lua/awk reverse shell)',
    // A socket and, on the same line, a way to run what arrives on it: the shape of every one-line shell.
    re: /(?:\bsocket\b|-rsocket\b|\bfsockopen\b|\bTCP(?:Socket|Server)\b|\bIO::Socket\b|\bSocket::INET\b|\bstream_socket_client\b|\bnet\.(?:Socket|connect|createConnection)\b)[^\n]*(?:dup2|pty\.spawn|\/bin\/(?:ba|z|da)?sh\b|\bcmd\.exe\b|\bIO\.popen\b|\bio\.popen\b|\bos\.execute\b|\bpopen\b|\bproc_open\b|\bshell_exec\b|\bpassthru\b|\bOpen3\b|%x[({[]|\bsystem\s*(?:\(|\$_|\$\w)|\bexec\s*\(|\beval\s*\(|\bspawn\s*\()|\/inet\/tcp\/\d+\/[^/\s]+\/\d+/,
    hints: [
      'socket',
      'fsockopen',
      'TCPSocket',
      'TCPServer',
      'Socket',
      '/inet/tcp',
      'net.connect',
      'createConnection',
    ],
  },
  {
    ruleId: 'SS-FORK-BOMB',
    severity: 'critical',
    message: 'fork bomb',
    re: /(\w+|:)\s*\(\)\s*\{\s*\1\s*\|\s*\1\s*&\s*\}\s*;\s*\1|(\w+)\s*\(\)\s*\{\s*\2\s*&\s*\2\s*&|\bfork\s+while\s+fork\b|\bwhile\s*\(?\s*(?:1|true|True)\s*\)?\s*:?\s*(?:os\.)?fork\s*\(|\b(?:while\s+(?:true|:|\[\s*1\s*\])|until\s+false)\s*;\s*do\s+(?:(?:ba)?sh\s+)?["']?\$(?:0|\{0\}|\{?BASH_SOURCE\}?)["']?(?:\s+["']?\$[@*]["']?)?\s*&(?!&)/,
    hints: ['()', 'fork', '$0', '{0}', 'BASH_SOURCE'],
  },
  {
    ruleId: 'SS-DESTRUCTIVE',
    severity: 'critical',
    message: 'recursively deletes the filesystem root or the home directory',
    re: /\brm\s+(?:-[a-zA-Z]*[rR][a-zA-Z]*\s+|--recursive\s+|-[a-zA-Z]+\s+|--no-preserve-root\s+)+["']?(?:\/\*?|~\/?\*?|\$HOME\/?\*?|\$\{HOME(?::?[?-][^}]*)?\}\/?\*?|\/(?:home|Users)\/\$\{?USER\}?\/?\*?)["']?(?:\/\*?)?(?=\s|$|;|&|\||\)|["',])/,
    hints: ['rm '],
  },
  {
    ruleId: 'SS-DESTRUCTIVE',
    severity: 'critical',
    message: 'overwrites or formats a disk device',
    re: /\b(?:mkfs(?:\.\w+)?|wipefs|blkdiscard)\s+(?:-\S+\s+)*["']?\/dev\/(?!loop)|\bdd\b[^\n]*\bof=["']?\/dev\/(?:sd|hd|nvme|xvd|vd|disk|rdisk|mmcblk|\$)|>\s*\/dev\/(?:sd[a-z]|nvme\d|disk\d)|\bshred\b[^\n]*\/dev\/(?:sd|nvme|disk)/,
    hints: ['mkfs', '/dev/', 'shred', 'wipefs', 'blkdiscard'],
  },
  {
    ruleId: 'SS-EXFIL',
    severity: 'critical',
    message: 'sends credentials or the environment to a network command',
    re: new RegExp(
      String.raw`(?:\b(?:cat|tar|zip|base64|gzip|head|tail)\b[^|;\n]*(?:${SENSITIVE_PATH_RE.source})[^|;\n]*|(?:^|[|;&(]\s*)(?:env|printenv|set|history)\s*)\|\s*(?:curl|wget|nc|ncat|netcat|socat)\b|\b(?:curl|wget)\b[^\n]*(?:-d|-F|--data\S*|-T|--upload-file|--post-file)[\s=]+\S*@?[^\s]*(?:${SENSITIVE_PATH_RE.source})|\b(?:curl|wget|nc)\b[^\n]*(?:\$\(|\x60)\s*(?:env|printenv|history)\s*(?:\)|\x60)`,
    ),
    hints: ['curl', 'wget', 'nc', 'socat'],
  },
  {
    ruleId: 'SS-DOWNLOAD-EXEC',
    severity: 'critical',
    message: 'installs a package from a raw IP address (its install scripts run on install)',
    re: /\b(?:pip[0-9.]*|pipx|uv\s+pip|npm|pnpm|yarn|bun|gem)\s+(?:[^\n|;&]*\s)?(?:install|i|add)\s[^\n|;&]*?(?:git\+)?(?:https?|ftp):\/\/(?!(?:127|10)\.|192\.168\.|172\.(?:1[6-9]|2\d|3[01])\.)\d+\.\d+\.\d+\.\d+[:/\s"']/,
    hints: ['install', ' add ', ' i '],
  },
  {
    ruleId: 'SS-EXFIL',
    severity: 'high',
    message: 'builds a DNS name from command output and resolves it',
    re: DNS_LOOKUP_RE,
    hints: ['nslookup', 'dig', 'host', 'drill', 'ping'],
    judge: (match) => judgeDnsLabel(match[1] ?? ''),
  },
  {
    ruleId: 'SS-PERSISTENCE',
    severity: 'high',
    message: 'writes to a persistence location',
    re: /(?:>>?\s*|\btee\s+(?:-a\s+)?|\b(?:cp|mv|ln|install)\s+(?:-\S+\s+)*\S+\s+)["']?((?:~|\$HOME|\$\{HOME\}|\/root|\/home\/[\w.-]+|\/etc|\/var\/spool|\/Library|\.git|\S*\/\.git)\/[^\s"';|&)]+)/,
    hints: ['>', 'tee', 'cp ', 'mv ', 'ln ', 'install '],
    judge: (match, rest) => {
      const target = persistenceTarget(match[1] ?? '');
      if (target === undefined) return undefined;
      return judgePersistence(target, rest, 'writes to');
    },
  },
  {
    ruleId: 'SS-PERSISTENCE',
    severity: 'high',
    message: 'installs a crontab (runs again on a schedule)',
    re: /\|\s*crontab\s+(?:-u\s+\S+\s+)?-(?=\s*(?:$|[;&|)"'\x60]))|\bcrontab\s+(?:-u\s+\S+\s+)?(?:-\s+)?(?:<<|["']?(?:\/|\.\/|~\/|\$)[^\s"']+)/,
    hints: ['crontab'],
    judge: (_match, rest) => judgePersistence(CRONTAB, rest, 'installs'),
  },
  {
    ruleId: 'SS-PERSISTENCE',
    severity: 'high',
    message: 'registers a service or agent that starts at every login',
    re: /\bsystemctl\s+--user\s+(?:--\S+\s+)*(?:enable|link)\b|\bsystemctl\s+(?:enable|link)\s+[^\n;|&]*--user\b|\blaunchctl\s+(?:load|bootstrap|submit)\b|\bdefaults\s+write\s+com\.apple\.loginwindow\s+Login(?:Hook|Items)\b|\bmake\s+(?:new\s+)?login\s+item\b|\bschtasks(?:\.exe)?\s+\/create\b|\breg(?:\.exe)?\s+add\s+[^\n]*\\CurrentVersion\\Run/i,
    hints: ['systemctl', 'launchctl', 'schtasks', 'SCHTASKS', 'reg', 'loginwindow', 'login item'],
    judge: (_match, rest) => judgePersistence(LOGIN_SERVICE, rest, 'registers'),
  },
  {
    ruleId: 'SS-PERSISTENCE',
    severity: 'high',
    message: 'changes git settings that run its own commands in every repository of the user',
    re: /\bgit\s+config\s+(?:--global|--system)\s+(?:core\.(?:hooksPath|fsmonitor|sshCommand)|init\.templateDir)\b/,
    hints: ['hooksPath', 'templateDir', 'fsmonitor', 'sshCommand'],
  },
  {
    ruleId: 'SS-CLOUD-METADATA',
    severity: 'high',
    message: 'queries a cloud instance-metadata endpoint',
    re: CLOUD_METADATA_RE,
    hints: [
      '169.254',
      'metadata.',
      '100.100.100.200',
      'fd00:ec2',
      '2852039166',
      '0xa9fea9fe',
      '0251.',
      'a9fe:a9fe',
      'instance-data',
    ],
  },
  {
    ruleId: 'SS-CRED-READ',
    severity: 'high',
    message: 'touches a credential file',
    re: SENSITIVE_PATH_RE,
    hints: [
      '.ssh',
      '.aws',
      '.netrc',
      '.git-credentials',
      '.docker',
      '.kube',
      '.npmrc',
      '.pypirc',
      '.gnupg',
      'gcloud',
      '.azure',
      '_history',
      '/etc/',
      'Keychains',
      'Login Data',
      'binarycookies',
      '.mozilla',
      'password-store',
    ],
  },
];

/** What a decoded PowerShell command does that makes running it hidden `critical`. */
const DECODED_DANGER_RE =
  /\b(?:iex|Invoke-Expression|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|DownloadString|DownloadFile|DownloadData|Net\.WebClient|WebClient|Start-BitsTransfer|TCPClient|FromBase64String|Reflection\.Assembly|Add-MpPreference|Set-MpPreference|certutil|bitsadmin|mshta|rundll32|regsvr32|Remove-Item|Invoke-Command|Start-Process)\b|\bhttps?:\/\/|\s-(?:e|ec|enc|encodedcommand)\s/i;

/** `powershell -enc <base64>` carries UTF-16LE text; read it as such when every second byte is zero. */
export function decodePowerShellBase64(encoded: string): string | undefined {
  if (encoded.length < 8 || encoded.length % 4 === 1) return undefined;
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length < 4) return undefined;
  let zeros = 0;
  for (let i = 1; i < bytes.length; i += 2) if (bytes[i] === 0) zeros++;
  const text =
    zeros >= Math.floor(bytes.length / 2) * 0.8 ? bytes.toString('utf16le') : bytes.toString('utf8');
  // A decoded command is printable text; anything else was not base64 of a command.
  const printable = text.replace(/[^\t\n\r\x20-\x7e]/g, '').length;
  return printable >= text.length * 0.9 ? text : undefined;
}

/**
 * `powershell -EncodedCommand <base64>`: hiding a command from review is `high` on its own; decoded, a download,
 * `Invoke-Expression`, a socket or a nested encoded command makes it `critical`.
 */
export function judgeEncodedCommand(encoded: string): { severity: Severity; message: string } {
  const decoded = encoded.startsWith('$') ? undefined : decodePowerShellBase64(encoded);
  if (decoded !== undefined && DECODED_DANGER_RE.test(decoded))
    return {
      severity: 'critical',
      message: `runs a base64-encoded PowerShell command that decodes to \`${decoded.replace(/\s+/g, ' ').trim().slice(0, 80)}\``,
    };
  return {
    severity: 'high',
    message: 'runs a base64-encoded PowerShell command, hidden from review',
  };
}

/**
 * Data in a DNS label leaves through the resolver. Credentials or secret variables make it `critical`,
 * other command output `high`, a plain variable (`$name.example.com`) `medium`.
 */
export function judgeDnsLabel(label: string): { severity: Severity; message: string } {
  if (SENSITIVE_PATH_RE.test(` ${label}`) || SECRET_SOURCE_RE.test(label))
    return {
      severity: 'critical',
      message: 'encodes credentials or secrets into a DNS name it resolves (DNS exfiltration)',
    };
  return /^(?:\$\(|\x60)/.test(label)
    ? { severity: 'high', message: 'builds a DNS name from command output and resolves it' }
    : { severity: 'medium', message: 'resolves a DNS name built from a variable' };
}

/** `["curl", "-d", f"@{home}/.ssh/id_rsa"]` read as the command line it runs: `curl -d @{home}/.ssh/id_rsa`. */
export function argvAsCommandLine(argsText: string): string {
  return argsText.replace(/["'`]\s*[,+]\s*[fbr]?["'`]/g, ' ');
}

/** Programs that reach the network when a script starts them with an argument list. */
export const NETWORK_PROGRAM_RE =
  /^\s*\(\s*\[?\s*[fbr]?["'`](?:\/\S*\/)?(?:curl|wget|nc|ncat|netcat|socat|scp|rsync|ssh|sftp|ftp|telnet)["'`]/;

const ARGV_RM_RE = /^\(\s*\[?\s*["'`](?:\/bin\/)?rm["'`]\s*,\s*\[?\s*["'`]-\w*[rR]\w*["'`]/;
const ARGV_ROOT_TARGET_RE =
  /,\s*(?:["'`](?:\/|~|\/\*|~\/)["'`]|os\.path\.expanduser\(\s*["']~\/?["']\s*\)|(?:pathlib\.)?Path\.home\(\)|os\.homedir\(\)|process\.env\.HOME|os\.environ\[["']HOME["']\])\s*[\])]/;

/** `subprocess.run(["rm", "-rf", os.path.expanduser("~")])` and `spawnSync('rm', ['-rf', os.homedir()])`. */
export function argvDeletesRoot(argsText: string): boolean {
  return ARGV_RM_RE.test(argsText) && ARGV_ROOT_TARGET_RE.test(argsText);
}

export function matchShellText(text: string): ShellTextHit[] {
  const hits: ShellTextHit[] = [];
  for (const rule of SHELL_TEXT_RULES) {
    // A substring check first: most command text holds none of a rule's tokens.
    if (!rule.hints.some((h) => text.includes(h))) continue;
    const match = rule.re.exec(text);
    if (match === null) continue;
    // The whole line: what a redirect or `crontab -` installs is written before it.
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    const lineEnd = text.indexOf('\n', match.index);
    const line = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
    if (rule.judge !== undefined) {
      const judged = rule.judge(match, line);
      if (judged !== undefined) hits.push({ ruleId: rule.ruleId, ...judged, index: match.index });
      continue;
    }
    const rest = text.slice(match.index).split('\n', 1)[0] ?? '';
    const severity = rule.ruleId === 'SS-DOWNLOAD-EXEC' ? installerSeverity(rest) : rule.severity;
    hits.push({ ruleId: rule.ruleId, severity, message: rule.message, index: match.index });
  }
  return hits;
}
