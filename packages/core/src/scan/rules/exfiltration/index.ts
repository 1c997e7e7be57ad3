import type { FileFact, NetworkFact, Taint } from '../../facts.js';
import { isSensitivePath } from '../../sensitive-paths.js';
import { isPublicCodeHost } from '../code-hosts.js';
import { carries, factsOf, PRIVATE_TAINT } from '../facts-of.js';
import { isLoopbackTarget } from '../is-loopback-target.js';
import { NETWORK_KEYWORDS } from '../network-keywords.js';
import type { Rule, Trigger } from '../rule.js';
import { JAVASCRIPT_INDIRECTION, PYTHON_INDIRECTION, printsEnvironment } from '../trigger-words.js';

const describe = (taint: readonly Taint[]): string =>
  taint.includes('environment')
    ? 'the environment'
    : taint.includes('sensitive-file')
      ? 'credential or private files'
      : taint.includes('secret')
        ? 'a secret'
        : "the user's data";

/**
 * A secret used as the credential of the request it travels in (a bearer token to its own API) is what
 * tokens are for, and data sent to this machine does not leave it. Everything else private that leaves
 * the machine is exfiltration.
 */
function leaks(fact: NetworkFact): Taint[] {
  if (fact.op !== 'resolve' && isLoopbackTarget(fact.target)) return [];
  if (fact.api === GIT_PUSH) return [];
  const leaked = fact.sends.filter((t) => PRIVATE_TAINT.includes(t));
  if (fact.authHeader === true && leaked.every((t) => t === 'secret')) return [];
  return leaked;
}

/** A `git push` sends the repository (the user's code and its history): judged by `pushesAway`. */
const GIT_PUSH = 'git push';

/**
 * A push to an address written into the skill, on a host that is not a public code host: the user's
 * repository goes to a server the skill's author chose. A push to a public code host (a docs deploy to
 * GitHub Pages) or to an address the user supplies (`$REMOTE`) is how publishing works.
 */
function pushesAway(fact: NetworkFact): boolean {
  const target = fact.target;
  return (
    fact.api === GIT_PUSH &&
    target !== undefined &&
    !/[$%]/.test(target) &&
    !isLoopbackTarget(target) &&
    !isPublicCodeHost(target)
  );
}

/**
 * `${{ toJSON(secrets) }}` in a GitHub Actions workflow puts every secret of the repository into one value;
 * no step needs all of them, and a step that also sends data out is the CI form of an environment dump
 * posted to a webhook.
 */
const ALL_SECRETS_RE = /\$\{\{\s*toJSON\(\s*secrets\s*\)\s*\}\}/i;
const SENDS_RE = /\b(?:curl|wget)\b|https?:\/\/|Invoke-(?:WebRequest|RestMethod)\b/i;

/**
 * Where what is private comes from: a secret-named variable (`$API_TOKEN`), a credential file or the home
 * folder, a secret store or identity command, the clipboard, keystrokes, history or the command line a
 * shell hook is handed, or a command that prints the environment. A program's output is private only through what the command line names.
 */
const PRIVATE_SOURCES: readonly string[] = [
  'secret',
  'token',
  'key',
  'pass',
  'auth',
  'cred',
  'dsn',
  'database_ur',
  'db_ur',
  'mongo',
  'postgres',
  'pg_ur',
  'mysql',
  'mariadb',
  'redis',
  'amqp',
  'rabbitmq',
  'clickhouse',
  'neo4j',
  'connection_string',
  'connectionstring',
  'aws',
  'cookie',
  'session',
  'home',
  '~',
  'expanduser',
  '.ssh',
  '.config',
  '.kube',
  '.docker',
  '.npmrc',
  '.netrc',
  '.pypirc',
  '.gnupg',
  '/etc/',
  'id_',
  // Files a project keeps its secrets in, and the repository bundled whole.
  '.env',
  'tfstate',
  'kubeconfig',
  'git bundle',
  // Patterns written to find credentials: what they match is one.
  'akia',
  'ghp_',
  'github_pat',
  'xox',
  'glpat',
  'aiza',
  'sk_live',
  'private key',
  'environ',
  'printenv',
  'clipboard',
  'pyperclip',
  'pbpaste',
  'xclip',
  'xsel',
  'wl-paste',
  'history',
  'preexec',
  'bash_command',
  'keychain',
  'keyring',
  'security',
  'wallet',
  'browser',
  'chrome',
  'firefox',
  'screenshot',
  'screencapture',
  'scrot',
  'imagegrab',
  'pynput',
  'keyboard',
  'getpass',
  'getuser',
  'userinfo',
  'whoami',
  'hostname',
  'uname',
  'ifconfig',
  '\\bip ',
  '\\bid ',
  '\\bop ',
  '\\bgh ',
  '\\bbw ',
  'gcloud',
  'vault',
  'lpass',
  'glob',
  'walk',
  'readdir',
  'listdir',
  'scandir',
];
/** `resolve` is also `path.resolve`; a DNS lookup names `dns`, `getaddrinfo` or `gethostbyname`. */
const CODE_NETWORK = NETWORK_KEYWORDS.filter((word) => word !== 'resolve');
const SHELL_EXFIL: readonly Trigger[] = [
  { keywords: NETWORK_KEYWORDS, alsoOneOf: [PRIVATE_SOURCES] },
  { keywords: ['push'], alsoOneOf: [['git']] },
  { keywords: NETWORK_KEYWORDS, pattern: printsEnvironment },
];
// `env` in Python and JavaScript is `os.environ`, `getenv` or `process.env`; in a shell script, the shebang.
const PYTHON_EXFIL: readonly Trigger[] = [
  { keywords: CODE_NETWORK, alsoOneOf: [[...PRIVATE_SOURCES, 'env', ...PYTHON_INDIRECTION]] },
  { keywords: CODE_NETWORK, pattern: printsEnvironment },
];
const JAVASCRIPT_EXFIL: readonly Trigger[] = [
  { keywords: CODE_NETWORK, alsoOneOf: [[...PRIVATE_SOURCES, 'env', ...JAVASCRIPT_INDIRECTION]] },
  { keywords: CODE_NETWORK, pattern: printsEnvironment },
];

/** Credentials, the environment or the user's files sent to another host: the theft itself. */
export const exfiltration: Rule = {
  id: 'SS-EXFIL',
  severity: 'critical',
  title: 'Sends sensitive data over the network',
  remediation: 'Remove the code that ships credentials or the environment to a remote host.',
  rationale:
    'Stolen tokens, keys and environments are the most common payload of malicious skills and packages: read locally, posted to a webhook, a paste site or an attacker host, or smuggled out in DNS names.',
  keywords: NETWORK_KEYWORDS,
  triggers: {
    shell: SHELL_EXFIL,
    python: PYTHON_EXFIL,
    javascript: JAVASCRIPT_EXFIL,
    typescript: JAVASCRIPT_EXFIL,
  },
  needsFacts: true,
  check({ units, report }) {
    for (const { unit } of units) {
      const all = ALL_SECRETS_RE.exec(unit.text);
      if (all === null || !SENDS_RE.test(unit.text)) continue;
      report(unit, {
        line: unit.firstLine + (unit.text.slice(0, all.index).match(/\n/g)?.length ?? 0),
        message: 'hands every secret of the repository (toJSON(secrets)) to a CI step that sends data out',
      });
    }
    for (const { unit, fact } of factsOf(units, 'network')) {
      if (pushesAway(fact)) {
        report(unit, {
          line: fact.line,
          severity: 'high',
          message: `pushes the repository to ${shorten(fact.target ?? '')}, a host the skill names (the user's code leaves with its history)`,
        });
        continue;
      }
      const leaked = leaks(fact);
      if (leaked.length === 0) continue;
      report(unit, {
        line: fact.line,
        message:
          fact.op === 'resolve'
            ? `encodes ${describe(leaked)} into a DNS name it resolves (DNS exfiltration)`
            : `sends ${describe(leaked)} over the network${fact.target === undefined ? '' : ` to ${shorten(fact.target)}`}`,
      });
    }
    // Taint can be lost in ways no extractor follows (callbacks, globals, another file): a unit that
    // both reads private data and sends data somewhere is still worth a reviewer's look.
    for (const entry of units) {
      const source = entry.facts.find(
        (f) =>
          (f.kind === 'file' && f.purpose !== 'authenticate' && readsCredentials(f)) ||
          (f.kind === 'env' && f.op === 'dump'),
      );
      if (source === undefined) continue;
      const sink = entry.facts.find(
        (f): f is NetworkFact => f.kind === 'network' && f.op === 'send' && leaks(f).length === 0,
      );
      if (sink === undefined) continue;
      report(entry.unit, {
        line: sink.line,
        severity: 'high',
        message: `sends data over the network from code that ${source.kind === 'env' ? 'dumps the environment' : 'reads credential files'} (line ${source.line}); check what is sent`,
      });
    }
  },
};

/**
 * A credential file read, or a credential store listed or copied aside (a glob over the browser profiles'
 * cookie databases, `shutil.copy(db, tmp)`): the names a glob returns are opened later through loop
 * variables and temporary copies no extractor follows, so the listing is where the theft shows.
 */
function readsCredentials(fact: FileFact): boolean {
  if (fact.op === 'read') return carries(fact.content, 'sensitive-file');
  return (fact.op === 'list' || fact.op === 'copy') && isSensitivePath(fact.path);
}

function shorten(target: string): string {
  return target.length > 80 ? `${target.slice(0, 77)}…` : target;
}
