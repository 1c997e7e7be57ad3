import type { Fact, ProcessFact } from '../../facts.js';
import { secretsBelongTo } from '../../languages/shell/secret-vendors.js';
import { isSensitivePath } from '../../sensitive-paths.js';
import { factsOf } from '../facts-of.js';
import type { Rule } from '../rule.js';

/** Programs that print an access token or a stored password. */
const TOKEN_PRINTERS: readonly RegExp[] = [
  /^gh auth token\b/,
  /^gcloud auth (?:application-default )?print-(?:access|identity)-token\b/,
  /^az account get-access-token\b/,
  /^aws (?:configure (?:get|export-credentials)|sts get-session-token)\b/,
  /^git credential fill\b/,
  // `find-*-password` prints the secret only with `-w` or `-g`; alone it shows that the item exists.
  /^security (?:find-(?:generic|internet)-password\b(?=.*\s-[a-zA-Z]*[wg]\b)|dump-keychain\b)/,
  /^secret-tool lookup\b/,
  /^op read\b/,
  /^pass show\b/,
  /^doctl auth token\b/,
  /^heroku auth:token\b/,
];

/** Commands that write out a private key the user holds (MITRE ATT&CK T1552.004). */
const PRIVATE_KEY_EXPORTERS: readonly RegExp[] = [
  /^gpg2? .*--export-secret-(?:sub)?keys\b/,
  /^security export .*-t (?:identities|privKeys)\b/,
];

/**
 * Memory dumps of the process that holds Windows logon secrets (T1003.001): `rundll32 comsvcs.dll,
 * MiniDump`, `procdump -ma lsass`, mimikatz. The command's text is read as written, since the DLL and
 * process names are usually assembled from pieces to dodge matching.
 */
const CREDENTIAL_DUMP_RE =
  /\brundll32(?:\.exe)?\b[^\n]*\bminidump\b|\bprocdump(?:64)?(?:\.exe)?\b[^\n]*\blsass\b|\bsekurlsa::|\bmimikatz\b|\bOut-Minidump\b/i;

/** A command's output assigned to a variable (`export KEY="$(op read …)"`, `KEY=$(pass show …)`). */
const LOADED_INTO_VARIABLE_RE = /^\s*(?:export\s+)?[A-Za-z_]\w*=["']?\$\(/;

/** `security` asking the keychain for one stored item, as opposed to dumping or exporting it. */
const KEYCHAIN_ITEM_RE = /^security find-(?:generic|internet)-password\b/;

/**
 * Lines where one keychain item is loaded into a variable (`export GITHUB_TOKEN=$(security
 * find-generic-password -s gh-token -w)`) in a unit that sends no secret: how a token kept out of dotfiles
 * reaches the skill's tools. The token-printer check below judges that line; the keychain file the extractor
 * reports for it is not read out. An item printed, appended to a file or sent stays a keychain read.
 */
function keychainItemsLoaded(facts: readonly Fact[]): Set<number> {
  const sendsSecret = facts.some(
    (f) => f.kind === 'network' && f.authHeader !== true && f.sends.some((t) => t === 'secret'),
  );
  const lines = new Set<number>();
  if (sendsSecret) return lines;
  for (const f of facts) {
    if (f.kind !== 'process' || !LOADED_INTO_VARIABLE_RE.test(f.text)) continue;
    if (KEYCHAIN_ITEM_RE.test([f.program, ...f.args].join(' '))) lines.add(f.line);
  }
  return lines;
}

/**
 * Credential files that hold one service's login, and that service (its name in `secret-vendors.ts`): a
 * tool reads them to call that service the way its own CLI does.
 */
const SERVICE_LOGIN_FILES: readonly (readonly [RegExp, string])[] = [
  // npm's auth token per registry (`//registry.npmjs.org/:_authToken=`).
  [/(?:^|\/)\.npmrc$/, 'npm'],
  // twine's PyPI upload token.
  [/(?:^|\/)\.pypirc$/, 'pypi'],
  // The GitHub CLI's OAuth token.
  [/(?:^|\/)\.config\/gh\/hosts\.ya?ml$/, 'github'],
  // Registry logins of `docker login`.
  [/(?:^|\/)\.docker\/config\.json$/, 'docker'],
];

/**
 * A service's login file read by a unit whose only use of the network is that service's API with the
 * token as the Authorization header, and which writes nothing it read: `npm whoami` done by hand. Sending
 * the token anywhere else, in a body or a URL, or saving the file's content keeps the read at its weight.
 */
function usedOnlyAsOwnLogin(path: string, facts: readonly Fact[]): boolean {
  const service = SERVICE_LOGIN_FILES.find(([re]) => re.test(path))?.[1];
  if (service === undefined) return false;
  const network = facts.filter((f) => f.kind === 'network');
  const ownLogin = (f: (typeof network)[number]) =>
    f.authHeader === true &&
    f.target !== undefined &&
    f.sends.every((t) => t === 'secret') &&
    secretsBelongTo([service], f.target);
  const keeps = facts.some(
    (f) => f.kind === 'file' && f.op !== 'read' && f.content.includes('sensitive-file'),
  );
  return !keeps && network.some(ownLogin) && network.every((f) => f.sends.length === 0 || ownLogin(f));
}

/** Shell history files: private, and a source of pasted tokens, but not a credential store. */
const SHELL_HISTORY_RE = /(?:^|\/)\.(?:bash|zsh|sh)_history["'`]?$|(?:^|\/)fish_history["'`]?$/;
/**
 * A browser's visit history (Chromium's `History`, Firefox's `places.sqlite`, Safari's `History.db`):
 * private like shell history, but no login is in it; the profile's cookies and saved passwords stay
 * credential reads wherever they go.
 */
const BROWSER_HISTORY_RE = /(?:^|\/)(?:History|places\.sqlite|History\.db)["'`]?$/;

/**
 * Client settings without a secret in them: host aliases and jump hosts (`~/.ssh/config`), profile names
 * and regions (`~/.aws/config`; the keys live in `credentials`), and the copies kept while editing them.
 * Tidying them is setup; sending them out still leaks the map of the user's hosts (SS-EXFIL judges that).
 */
const CLIENT_SETTINGS_RE = /(?:^|\/)(?:\.ssh|\.aws)\/config(?:[.~_-][\w.~-]*)?["'`]?$/;

/** A copy's name for the file it keeps beside the original: `config.bak`, `config~`, `config.2026-12-02`. */
const BACKUP_SUFFIX_RE = /^(?:~|[.~_-][\w.~-]*)$/;

/**
 * The file copied to a backup next to itself (`cp -p ~/.ssh/config ~/.ssh/config.bak`) by a unit that sends
 * nothing: saved before an edit, never read out. A unit that sends anything keeps the copy at its weight.
 */
function backedUpBeside(read: Fact & { kind: 'file' }, facts: readonly Fact[], sends: boolean): boolean {
  if (sends || read.op !== 'read') return false;
  return facts.some(
    (f) =>
      f.kind === 'file' &&
      f.op === 'write' &&
      f.line === read.line &&
      f.path.startsWith(read.path) &&
      BACKUP_SUFFIX_RE.test(f.path.slice(read.path.length)),
  );
}

/** Reading where the user's credentials and session material live. */
export const credentialRead: Rule = {
  id: 'SS-CRED-READ',
  severity: 'high',
  title: 'Reads credentials or other sensitive local files',
  remediation: 'Do not read credential stores; declare the secrets the skill needs in `required-secrets`.',
  rationale:
    'SSH keys, cloud credentials, browser cookies, wallets and keychains give away the user’s accounts; a skill that needs a credential declares it instead of taking it from disk.',
  keywords: [
    '.ssh',
    '.aws',
    'id_rsa',
    'id_ed25519',
    'id_ecdsa',
    '.netrc',
    'credentials',
    '.docker',
    '.kube',
    '.npmrc',
    '.pypirc',
    '.gnupg',
    'gcloud',
    '.azure',
    'history',
    'shadow',
    'sudoers',
    'keychain',
    'login data',
    'cookies',
    'local storage',
    'session storage',
    'tdata',
    'firefox',
    'chrome',
    'chromium',
    'brave',
    'edge',
    'password-store',
    'wallet',
    'electrum',
    'ethereum',
    'exodus',
    'bitcoin',
    'solana',
    'keystore',
    'near-credentials',
    'extension settings',
    'logins.json',
    'key4.db',
    'auth token',
    'print-access-token',
    'print-identity-token',
    'get-access-token',
    'credential fill',
    'find-generic-password',
    'find-internet-password',
    'dump-keychain',
    'secret-tool',
    'op read',
    'pass show',
    'auth:token',
    'export-credentials',
    'get-session-token',
    'configure get',
    'hosts.yml',
    'hosts.yaml',
    'glab-cli',
    '.config/hub',
    'credentials.tfrc',
    '.vault-token',
    '.pgpass',
    '.my.cnf',
    '.s3cfg',
    '.boto',
    '.databrickscfg',
    'rclone.conf',
    'doctl',
    'auth.json',
    'export-secret',
    'privkeys',
    'identities',
    'minidump',
    'procdump',
    'sekurlsa',
    'mimikatz',
  ],
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, facts } of units) {
      const sends = facts.some((f) => f.kind === 'network' && f.sends.length > 0);
      const loadedItems = keychainItemsLoaded(facts);
      for (const fact of facts) {
        if (fact.kind !== 'file') continue;
        // A key handed to `ssh -i` or `curl --cert` logs the user in; it is not read out.
        if (
          (fact.op === 'read' || fact.op === 'copy') &&
          fact.purpose !== 'authenticate' &&
          isSensitivePath(fact.path) &&
          !loadedItems.has(fact.line)
        ) {
          // Shell history holds tokens typed on the command line, but forensics timelines read it too (and
          // usage stats the browser's): only a unit that also sends data somewhere makes reading it credential
          // theft (SS-EXFIL judges the send).
          const localHistory =
            (SHELL_HISTORY_RE.test(fact.path) || BROWSER_HISTORY_RE.test(fact.path)) && !sends;
          const localSettings = CLIENT_SETTINGS_RE.test(fact.path) && !sends;
          const ownLogin = usedOnlyAsOwnLogin(fact.path, facts);
          const backup = backedUpBeside(fact, facts, sends);
          report(unit, {
            line: fact.line,
            ...(localSettings
              ? { severity: 'low' as const }
              : localHistory || ownLogin || backup
                ? { severity: 'medium' as const }
                : {}),
            message: localSettings
              ? `reads ${fact.path}, client settings (hosts, profiles) it keeps on this machine`
              : ownLogin
                ? `reads ${fact.path} and sends its token only to log in to that service's own API`
                : backup
                  ? `copies ${fact.path}, a credential or private file, to a backup beside it`
                  : `reads ${fact.path}, a credential or private file`,
          });
        }
      }
    }
    for (const { unit, fact } of factsOf(units, 'file')) {
      if (
        fact.op === 'read' ||
        fact.op === 'copy' ||
        fact.purpose === 'authenticate' ||
        !isSensitivePath(fact.path)
      )
        continue;
      report(unit, {
        line: fact.line,
        severity: CLIENT_SETTINGS_RE.test(fact.path) ? 'low' : 'medium',
        message: `works with ${fact.path}, a credential location`,
      });
    }
    for (const { unit, facts } of units) {
      // A CLI's token sent only as the Authorization header of requests is the token doing its job.
      const network = facts.filter((f) => f.kind === 'network');
      const sendsSecret = network.some(
        (f) => f.authHeader !== true && f.sends.some((t) => t === 'secret' || t === 'environment'),
      );
      const authOnly =
        network.some((f) => f.authHeader === true) &&
        network.every((f) => f.authHeader === true || !f.sends.includes('secret'));
      for (const fact of facts) {
        if (fact.kind !== 'process') continue;
        if (
          /^(?:mkdir|touch|ls|test|stat)$/.test(fact.program) &&
          fact.args.some((a) => isSensitivePath(a))
        ) {
          report(unit, {
            line: fact.line,
            severity: 'medium',
            message: `\`${fact.program}\` works with a credential location`,
          });
        }
        const line = [fact.program, ...fact.args].join(' ');
        if (CREDENTIAL_DUMP_RE.test(fact.text) || CREDENTIAL_DUMP_RE.test(line)) {
          report(unit, {
            line: fact.line,
            severity: 'critical',
            message: `\`${fact.program}\` dumps process memory the way credential dumpers read LSASS`,
          });
          continue;
        }
        if (PRIVATE_KEY_EXPORTERS.some((re) => re.test(line))) {
          const to = fact.stdoutTo !== undefined && 'file' in fact.stdoutTo ? fact.stdoutTo.file : undefined;
          report(unit, {
            line: fact.line,
            message: `\`${fact.program}\` exports the user's private key${to === undefined ? '' : ` to ${to}`}`,
          });
          continue;
        }
        // A token printed into /dev/null is only checked for, never read (`op read … >/dev/null && echo ok`).
        const discarded =
          fact.stdoutTo !== undefined && 'file' in fact.stdoutTo && fact.stdoutTo.file === '/dev/null';
        if (!discarded && TOKEN_PRINTERS.some((re) => re.test(line))) {
          // `export ANTHROPIC_API_KEY="$(op read …)"`: the stored key handed to the skill's own tools the way
          // they read it, not printed or kept; sending it anywhere is SS-EXFIL's to judge.
          const loaded = LOADED_INTO_VARIABLE_RE.test(fact.text) && !sendsSecret;
          const login = loginClientOf(facts, fact);
          report(unit, {
            line: fact.line,
            ...(login !== undefined
              ? { severity: 'low' as const }
              : authOnly || loaded
                ? { severity: 'medium' as const }
                : {}),
            message: authOnly
              ? `\`${fact.program}\` prints an access token, sent as the credential of the skill's own requests`
              : loaded
                ? `\`${fact.program}\` loads a stored credential into a variable for the skill's tools`
                : login !== undefined
                  ? `\`${fact.program}\` prints an access token into \`${login}\`, which logs in with it`
                  : `\`${fact.program}\` prints an access token or stored password`,
          });
        }
      }
    }
  },
};

/** Options with which a client reads the password or token it logs in with from standard input. */
const LOGIN_FROM_STDIN_RE = /^--(?:password-stdin|with-token)$/;

/**
 * The login a printed token is piped into (`gh auth token | docker login ghcr.io --password-stdin`): the
 * client reads the token to log in to a registry, the way `ssh -i` uses a key; the token is used, not
 * shipped. Undefined when the output goes anywhere else.
 */
function loginClientOf(facts: readonly Fact[], printer: ProcessFact): string | undefined {
  const to = printer.stdoutTo;
  if (to === undefined || !('program' in to)) return undefined;
  const client = facts.find(
    (f): f is ProcessFact =>
      f.kind === 'process' &&
      f.line === printer.line &&
      f.program === to.program &&
      f.args.some((a) => LOGIN_FROM_STDIN_RE.test(a)),
  );
  return client === undefined
    ? undefined
    : `${client.program} ${client.args.filter((a) => !a.startsWith('-'))[0] ?? ''}`.trim();
}
