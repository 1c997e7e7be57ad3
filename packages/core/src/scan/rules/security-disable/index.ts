import type { Unit } from '../../facts.js';
import type { Severity } from '../../severity.js';
import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/**
 * Command lines that switch off a host's protection. Each entry: the pattern over `program args…`, what
 * it turns off (for the message) and, where there is one, the command that turns it back on.
 */
const DISABLERS: readonly (readonly [RegExp, string, RegExp?, Severity?])[] = [
  [/^ufw (?:--force )?disable\b/, 'the firewall (ufw)', /^ufw (?:--force )?enable\b/],
  [
    /^systemctl (?:stop|disable|mask) .*\b(?:firewalld|ufw|apparmor|auditd|selinux|falcon-sensor|crowdstrike|sentinelone|osqueryd|clamav\w*|wazuh\w*|aide)\b/,
    'a security service',
  ],
  [/^service (?:firewalld|ufw|apparmor|auditd|falcon-sensor) stop\b/, 'a security service'],
  [/^setenforce 0\b/, 'SELinux enforcement', /^setenforce 1\b/],
  [/^iptables (?:-F|--flush|-P (?:INPUT|OUTPUT|FORWARD) ACCEPT)\b/, 'the firewall rules (iptables)'],
  [/^nft flush ruleset\b/, 'the firewall rules (nftables)'],
  [
    /^(?:pkill|killall|kill) .*\b(?:falcon|crowdstrike|sentinel|osquery|clam|wazuh|defender|mdatp|auditd)\w*/,
    'a security agent',
  ],
  [
    /^set-mppreference .*-disable\w* \$?true\b/,
    'Microsoft Defender',
    /^set-mppreference .*-disable\w* \$?false\b/,
  ],
  [/^add-mppreference .*-exclusion(?:path|process|extension)\b/, 'Microsoft Defender scanning of a path'],
  [
    /^netsh (?:advfirewall set \w+ state off|firewall set opmode disable)\b/,
    'the Windows firewall',
    /^netsh (?:advfirewall set \w+ state on|firewall set opmode enable)\b/,
  ],
  [/^spctl --master-disable\b/, 'macOS Gatekeeper', /^spctl --master-enable\b/],
  [/^csrutil disable\b/, 'macOS System Integrity Protection'],
  [
    /^defaults write .*com\.apple\.(?:LaunchServices|alf)\b.*(?:LSQuarantine|globalstate) (?:-bool false|-int 0)\b/,
    'macOS quarantine or firewall',
  ],
  [/^xattr (?:-\w*d\w* )?.*com\.apple\.quarantine\b/, 'the macOS quarantine flag of a download'],
  [/^auditctl -e 0\b/, 'the audit system', /^auditctl -e 1\b/],
  [
    /^bcdedit(?:\.exe)? \/set .*\b(?:recoveryenabled no|bootstatuspolicy ignoreallfailures)\b/,
    'Windows boot recovery',
  ],
  [
    /^(?:vssadmin|wmic)(?:\.exe)? .*\bshadow\w* .*\bresize\b.*\bmaxsize=\d+[kmb]?b?\b/,
    'Windows shadow copies (shrunk to nothing)',
  ],
  [/^wevtutil(?:\.exe)? (?:cl|clear-log)\b/, 'the Windows event logs (cleared)'],
  // EnableLUA=0 turns UAC off (every program then runs with the admin's full rights, T1548.002);
  // ConsentPromptBehaviorAdmin=0 elevates without asking. A shell reading of `HKLM:\…` drops the backslashes.
  [
    /^(?:set-itemproperty|new-itemproperty|sp|reg(?:\.exe)? add) .*policies\\?system\b.*\b(?:enablelua|consentpromptbehavioradmin)\b.*(?:-value|\/d) 0\b/,
    'User Account Control (UAC)',
    /^(?:set-itemproperty|new-itemproperty|sp|reg(?:\.exe)? add) .*policies\\?system\b.*\benablelua\b.*(?:-value|\/d) 1\b/,
  ],
  // For the whole machine: `-Scope Process` (this one run) and `CurrentUser` are how scripts are started.
  [
    /^set-executionpolicy\b(?!.*-scope (?:process|currentuser)\b).*\b(?:unrestricted|bypass)\b/,
    "PowerShell's script execution policy for every user of the machine",
    undefined,
    'high',
  ],
  // A repository's own guards against leaked keys and unreviewed pushes; admins change them, skills do not.
  [
    /^gh api .*\bsecret_scanning\w*\]\[status\]=disabled\b/,
    'secret scanning or push protection of the repository',
    /^gh api .*\bsecret_scanning\w*\]\[status\]=enabled\b/,
    'high',
  ],
  [
    /^gh api (?:.* )?(?:-x|--method) delete .*\/branches\/\S+\/protection\b|^gh api .*\/branches\/\S+\/protection\b.* (?:-x|--method) delete\b/,
    'the branch protection of the repository',
    undefined,
    'high',
  ],
  // The user's or machine's own configuration: every later clone and install of every project takes it.
  [
    /^(?:git config (?:--global|--system) http\.sslverify (?:false|0|no)|(?:npm|pnpm) config set strict-ssl false|yarn config set (?:strict-ssl|enablestrictssl) false|pip config (?:--(?:global|user) )?set global\.trusted-host|conda config --set ssl_verify (?:false|no))\b/,
    'TLS certificate checks of a package tool for every later command of the user',
    undefined,
    'high',
  ],
  [
    /^git config (?:--local )?http\.sslverify (?:false|0|no)\b/,
    'TLS certificate checks of one repository',
    undefined,
    'medium',
  ],
];

/**
 * Environment variables that switch TLS certificate checks off for every program that reads them (Node,
 * Python's `http.client`, git, npm, pip, uv, Go's module fetches), as a shell, PowerShell or batch line sets
 * them.
 */
const TLS_OFF_ENV_RE =
  /(?:^|[\s;&|(:])(?:export\s+|set\s+|setx\s+)?["']?(NODE_TLS_REJECT_UNAUTHORIZED(?:\s*=\s*|\s+)["']?0|PYTHONHTTPSVERIFY(?:\s*=\s*|\s+)["']?0|GIT_SSL_NO_VERIFY(?:\s*=\s*|\s+)["']?(?:1|true)|NPM_CONFIG_STRICT_SSL(?:\s*=\s*|\s+)["']?false|YARN_ENABLE_STRICT_SSL(?:\s*=\s*|\s+)["']?false|(?:PIP_TRUSTED_HOST|UV_INSECURE_HOST|GOINSECURE)\s*=\s*["']?[\w*.-]+)/gi;
/**
 * Where a variable outlives the command: a shell profile or the machine's environment file, `setx` and
 * .NET's `SetEnvironmentVariable`, or a sentence that says so.
 */
const PERSISTENT_ENV_RE =
  /(?:^|[\s`'"/~])\.(?:profile|bash_profile|bashrc|zshrc|zprofile|zshenv|kshrc|cshrc|tcshrc)\b|\/etc\/(?:environment|profile)\b|\$profile\b|\bsetx\b|SetEnvironmentVariable\b|\b(?:globally|permanently|persistently|for every (?:shell|session|terminal))\b/i;

/**
 * System logs that record logins and commands (MITRE ATT&CK T1070.002): emptying or deleting one erases
 * the record of what was done on the machine. Rotated logs of an application (`/var/log/myapp/…`) are not
 * among them.
 */
const SYSTEM_LOG_RE =
  /^\/var\/log\/(?:auth\.log|secure|wtmp|btmp|lastlog|faillog|syslog|messages|kern\.log|audit(?:\/audit\.log)?|journal)$/;
/** Command histories of shells and REPLs (T1070.003). */
const HISTORY_FILE_RE =
  /(?:^|\/)\.(?:bash|zsh|sh|ash|python|node_repl|psql|mysql|sqlite)_history$|(?:^|\/)\.local\/share\/fish\/fish_history$|ConsoleHost_history\.txt$/i;
/**
 * SQL that lifts a database account above the rules the database enforces, or switches those rules off:
 * role attributes that skip every permission check (`SUPERUSER`, `BYPASSRLS`), the built-in roles that read
 * and write the server's files or run its programs, MySQL's grant on every database, SQL Server's sysadmin,
 * and row-level security turned off. `CREATE` of such a role (a throwaway local container) is medium.
 */
const SQL_PRIVILEGE_RE: readonly (readonly [RegExp, string, Severity])[] = [
  [
    /\bALTER\s+(?:ROLE|USER)\s+[\w"`.$<>{}-]+\s+(?:WITH\s+)?(?:[A-Z]+\s+){0,6}?(?:SUPERUSER|BYPASSRLS)\b/gi,
    'makes a database role a superuser or lets it bypass row-level security',
    'high',
  ],
  [
    /\bCREATE\s+(?:ROLE|USER)\s+[\w"`.$<>{}-]+\s+(?:WITH\s+)?(?:[A-Z]+\s+){0,6}?(?:SUPERUSER|BYPASSRLS)\b/gi,
    'creates a database superuser',
    'medium',
  ],
  [
    /\bGRANT\s+(?:pg_execute_server_program|pg_read_server_files|pg_write_server_files|rds_superuser|azure_pg_admin|cloudsqlsuperuser)\s+TO\b|\bGRANT\s+ALL(?:\s+PRIVILEGES)?\s+ON\s+\*\.\*\s+TO\b|\bsp_addsrvrolemember\b[^;\n]*\bsysadmin\b|\bALTER\s+SERVER\s+ROLE\s+sysadmin\s+ADD\s+MEMBER\b/gi,
    "grants a database account the server's own powers (its files, programs or every database)",
    'high',
  ],
  [
    /\bALTER\s+TABLE\s+[^;\n]{1,80}?\s+(?:DISABLE|NO\s+FORCE)\s+ROW\s+LEVEL\s+SECURITY\b|\bSET\s+(?:SESSION\s+)?row_security\s*(?:=|TO)\s*'?off\b/gi,
    'turns off row-level security, the rule that limits which rows each user sees',
    'high',
  ],
];

/**
 * The user's or machine's own configuration of git, npm, yarn, pip, conda, curl and wget: what is written
 * there applies to every later command of every project.
 */
const USER_TOOL_CONFIG_RE =
  /(?:^|\/)(?:\.npmrc|\.gitconfig|\.curlrc|\.wgetrc|\.yarnrc(?:\.yml)?|\.condarc|pip\.(?:conf|ini)|gitconfig)$|\.config\/git\/config$/;
/** Where the user's or the machine's copy of such a file lives (a project's own copy stays in the project). */
const USER_WIDE_PATH_RE =
  /^["']?(?:~|\$\{?HOME\}?|%USERPROFILE%|\$env:USERPROFILE|\/home\/|\/Users\/|\/root\/|\/etc\/)/i;
/** Settings of those files that turn TLS certificate checks off. */
const TLS_OFF_CONFIG_RE =
  /\bstrict-ssl\s*=\s*false\b|\bsslverify\s*=\s*(?:false|0|no)\b|^\s*(?:-k|--insecure|insecure)\s*$|\bcheck_certificate\s*=\s*off\b|\benableStrictSsl\s*:\s*false\b|\bssl_verify\s*:\s*(?:false|no)\b|^\s*trusted-host\s*=/im;

/**
 * Code that turns TLS certificate checks off for every request its process makes, not one client's:
 * Python's default HTTPS context or `PYTHONHTTPSVERIFY`, Node's `NODE_TLS_REJECT_UNAUTHORIZED`, Go's
 * default transport, Ruby's `VERIFY_PEER` constant.
 */
const PROCESS_TLS_OFF_RE =
  /\bssl\._create_default_https_context\s*=\s*ssl\._create_unverified_context\b|\b(?:os\.environ|process\.env)(?:\[\s*["'`]|\.)(?:NODE_TLS_REJECT_UNAUTHORIZED|PYTHONHTTPSVERIFY)(?:["'`]\s*\])?\s*=\s*["'`]?0\b|\bhttp\.DefaultTransport\.\(\*http\.Transport\)\.TLSClientConfig\s*=\s*&tls\.Config\{[^}]*InsecureSkipVerify:\s*true|\bOpenSSL::SSL::VERIFY_PEER\s*=\s*OpenSSL::SSL::VERIFY_NONE\b/g;

/** The TLS-disabling assignment a text holds, as written without spaces. */
function tlsOffVariable(text: string): string | undefined {
  const m = new RegExp(TLS_OFF_ENV_RE.source, 'i').exec(text);
  return m === null ? undefined : assignment(m[1]!);
}

/** `NAME = "0"` and `setx`'s `NAME 0` as one `NAME=0`. */
const assignment = (written: string): string => written.replace(/\s*=\s*|\s+/, '=').replace(/["']/g, '');

/** Shell and PowerShell lines that stop recording or clear the history and event logs in place. */
const CLEAR_TRACES_RE =
  /(?:^|[\s;&|(])(?:unset\s+HISTFILE\b|(?:export\s+)?HISTFILE=\/dev\/null\b|(?:export\s+)?HISTSIZE=0\b|history\s+-c\b|set\s+\+o\s+history\b|Clear-History\b|Clear-EventLog\b|Remove-EventLog\b)/gi;
/** The registry values behind UAC's prompt, as a registry write names them. */
const UAC_VALUE_RE = /\\Policies\\System\\(?:EnableLUA|ConsentPromptBehaviorAdmin)$/i;
/**
 * A sentence that offers a command as the way back when the skill's own change goes wrong ("if you get
 * locked out", "to roll back"), in the languages skills are written in.
 */
const RECOVERY_RE =
  /\b(?:if (?:something|anything|it|this|that|the rule|a rule) (?:goes|went) wrong|(?:if|when) (?:you|the user|they) (?:get |are |is )?locked out|lock(?:s|ed)? (?:you|yourself|the user|them) out|locked out|to (?:roll ?back|undo|revert|recover)|roll(?:ing)? ?back|undo|revert|recovery|en cas de probl[eè]me|si algo sale mal|falls etwas schiefgeht)\b/i;
const TRACE_LANGUAGES = new Set<Unit['language']>(['shell', 'powershell', 'batch']);

/**
 * Turning off the firewall, antivirus, SELinux, Gatekeeper or audit: making room for what comes next; and
 * erasing the record of what was done (login logs, event logs, shell history).
 */
export const securityDisable: Rule = {
  id: 'SS-SECURITY-DISABLE',
  severity: 'critical',
  title: 'Turns off a security control',
  remediation:
    'Remove the command; a skill works within the host’s protections, it does not switch them off.',
  rationale:
    'Disabling the firewall, antivirus, SELinux, Gatekeeper, audit logging or TLS verification is what intrusions do before they act, and emptying the login logs or the shell history is how they hide afterwards; no skill needs either for its task.',
  keywords: [
    'ufw',
    'firewalld',
    'apparmor',
    'auditd',
    'selinux',
    'setenforce',
    'iptables',
    'nft ',
    'falcon',
    'crowdstrike',
    'sentinel',
    'osquery',
    'clam',
    'wazuh',
    'mppreference',
    'netsh',
    'spctl',
    'csrutil',
    'quarantine',
    'auditctl',
    'sslverify',
    'strict-ssl',
    'enablestrictssl',
    'ssl_verify',
    'node_tls_reject_unauthorized',
    'pythonhttpsverify',
    'git_ssl_no_verify',
    'npm_config_strict_ssl',
    'yarn_enable_strict_ssl',
    'pip_trusted_host',
    'uv_insecure_host',
    'goinsecure',
    '_create_default_https_context',
    'insecureskipverify',
    'verify_peer',
    'insecure',
    'check_certificate',
    'superuser',
    'bypassrls',
    'row level security',
    'row_security',
    'pg_execute_server_program',
    'pg_read_server_files',
    'pg_write_server_files',
    'azure_pg_admin',
    'sp_addsrvrolemember',
    'server role',
    '*.*',
    'trusted-host',
    'defender',
    'mdatp',
    'lsquarantine',
    'alf',
    'wevtutil',
    'enablelua',
    'consentpromptbehavioradmin',
    'executionpolicy',
    'vssadmin',
    'wmic',
    'bcdedit',
    'xattr',
    '/var/log',
    'history',
    'histfile',
    'histsize',
    'eventlog',
    'secret_scanning',
    '/protection',
  ],
  needsFacts: true,
  check({ units, package: pkg, report }) {
    const packageLines = pkg.units.flatMap(({ unit, facts }) =>
      facts.flatMap((f) =>
        f.kind === 'process' ? [{ unit, line: [f.program, ...f.args].join(' ').toLowerCase() }] : [],
      ),
    );
    for (const { unit, facts } of units) {
      const lines = facts.flatMap((f) =>
        f.kind === 'process' ? [{ fact: f, line: [f.program, ...f.args].join(' ').toLowerCase() }] : [],
      );
      for (const { fact, line } of lines) {
        const hit = DISABLERS.find(([re]) => re.test(line));
        if (hit === undefined) continue;
        // `setenforce 0` … `setenforce 1`: switched off for one step and back on in the same unit.
        const restore = hit[2];
        const restored =
          restore === undefined
            ? undefined
            : lines.find((l) => l.fact.line > fact.line && restore.test(l.line));
        // A firewall helper that turns ufw on in one step also says how to turn it off when a rule locks the
        // user out: an undo of the skill's own step, still flagged, but not a reason to refuse the install.
        // In the same unit an earlier "on" only leads up to the "off" (`setenforce 1; setenforce 0`).
        const alsoTurnsOn =
          restored === undefined &&
          restore !== undefined &&
          packageLines.some((l) => l.unit !== unit && restore.test(l.line));
        const worst = hit[3] ?? 'critical';
        // "If something goes wrong, from the provider console: `ufw disable`": the way back out of the
        // skill's own step, offered for when it locks the user out, not a step of the task.
        const recovery = alsoTurnsOn && RECOVERY_RE.test(unit.context?.split('\n').at(-1) ?? '');
        report(unit, {
          line: fact.line,
          severity: recovery
            ? 'low'
            : restored !== undefined
              ? 'medium'
              : alsoTurnsOn && worst === 'critical'
                ? 'high'
                : worst,
          message:
            restored !== undefined
              ? `turns off ${hit[1]} until line ${restored.fact.line} turns it back on`
              : recovery
                ? `turns off ${hit[1]} to undo the skill's own step if it goes wrong`
                : alsoTurnsOn
                  ? `turns off ${hit[1]}, which the skill turns on elsewhere`
                  : `turns off ${hit[1]}`,
        });
      }
    }
    for (const { unit, fact } of factsOf(units, 'file')) {
      const variable =
        fact.op === 'write' || fact.op === 'append' ? tlsOffVariable(fact.contentText ?? '') : undefined;
      const setting =
        (fact.op === 'write' || fact.op === 'append') && USER_TOOL_CONFIG_RE.test(fact.path)
          ? TLS_OFF_CONFIG_RE.exec(fact.contentText ?? '')?.[0]
          : undefined;
      if (setting !== undefined && USER_WIDE_PATH_RE.test(fact.path)) {
        report(unit, {
          line: fact.line,
          severity: 'high',
          message: `writes ${setting.trim().replace(/\s*=$/, '')} to ${fact.path}: TLS certificate checks stay off for every later command`,
        });
        continue;
      }
      if (variable !== undefined && PERSISTENT_ENV_RE.test(fact.path)) {
        report(unit, {
          line: fact.line,
          severity: 'high',
          message: `writes ${variable} to ${fact.path}: TLS certificate checks stay off for every later program`,
        });
        continue;
      }
      if (fact.op !== 'write' && fact.op !== 'delete') continue;
      const path = fact.path.replace(/^["']|["']$/g, '');
      // PowerShell reads `Set-ItemProperty HKLM:\…\System -Name EnableLUA -Value 0` as a registry write.
      if (UAC_VALUE_RE.test(path) && fact.contentText?.trim() === '0') {
        report(unit, { line: fact.line, message: 'turns off User Account Control (UAC)' });
        continue;
      }
      if (SYSTEM_LOG_RE.test(path))
        report(unit, {
          line: fact.line,
          message: `${fact.op === 'delete' ? 'deletes' : 'empties'} ${path}, the system's record of logins and commands`,
        });
      else if (HISTORY_FILE_RE.test(path))
        report(unit, {
          line: fact.line,
          severity: 'high',
          message: `${fact.op === 'delete' ? 'deletes' : 'overwrites'} the command history ${path}`,
        });
    }
    for (const { unit } of units) {
      if (unit.language === 'markdown') continue;
      for (const m of unit.text.matchAll(PROCESS_TLS_OFF_RE)) {
        const line = matchLine(unit, m);
        report(unit, {
          line,
          severity: 'medium',
          message: 'turns off TLS certificate checks for every request the process makes',
        });
      }
      for (const [re, what, severity] of SQL_PRIVILEGE_RE)
        for (const m of unit.text.matchAll(re)) {
          const line = matchLine(unit, m);
          report(unit, { line, severity, message: what });
        }
    }
    for (const { unit } of units) {
      if (!TRACE_LANGUAGES.has(unit.language)) continue;
      for (const m of unit.text.matchAll(TLS_OFF_ENV_RE)) {
        const line = matchLine(unit, m);
        // The sentence that hands the agent an inline command says where it goes ("append … to ~/.profile").
        const persistent = PERSISTENT_ENV_RE.test(unit.text) || PERSISTENT_ENV_RE.test(unit.context ?? '');
        report(unit, {
          line,
          severity: persistent ? 'high' : 'medium',
          message: persistent
            ? `sets ${assignment(m[1]!)} for every later shell: TLS certificate checks stay off`
            : `turns off TLS certificate checks for the programs it starts (${assignment(m[1]!)})`,
        });
      }
    }
    for (const { unit } of units) {
      if (!TRACE_LANGUAGES.has(unit.language)) continue;
      for (const m of unit.text.matchAll(CLEAR_TRACES_RE)) {
        const line = matchLine(unit, m);
        report(unit, {
          line,
          severity: 'high',
          message: `stops or clears the record of commands (${m[0].trim()})`,
        });
      }
    }
  },
};

/** The line a match starts on, past the whitespace a leading `(?:^|\s)` takes in (a newline among it). */
function matchLine(unit: Unit, m: RegExpMatchArray): number {
  const at = (m.index ?? 0) + (m[0].length - m[0].trimStart().length);
  return unit.firstLine + (unit.text.slice(0, at).match(/\n/g)?.length ?? 0);
}
