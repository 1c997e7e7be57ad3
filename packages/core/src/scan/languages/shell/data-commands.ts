import type { Handler, Invocation, Stream } from './invocation.js';
import { NOTHING } from './invocation.js';
import { isSecretName } from './is-secret-name.js';
import { ghGist } from './network-commands.js';
import { hasOption, parseOptions } from './parse-options.js';
import type { ShellWalker } from './shell-walker.js';
import {
  decodeBase64Text,
  decodeEscapes,
  decodeHexText,
  formatPrintf,
  hasDenseEscapes,
  reverseLines,
  rot13,
} from './static-decoders.js';
import { DECODED, NETWORK, SECRET, USER_DATA } from './taint-bits.js';

const NO_VALUES = new Set<string>();

function argsTaint(inv: Invocation): number {
  let taint = 0;
  for (const a of inv.args) taint |= a.taint;
  return taint;
}

function argsSecrets(inv: Invocation): string[] | undefined {
  const names = inv.args.flatMap((a) => a.secrets ?? []);
  return names.length === 0 ? undefined : [...new Set(names)];
}

/** Input of a decoder: its file operand, or standard input. */
function decoderInput(inv: Invocation, walker: ShellWalker, operands: Invocation['args']): Stream {
  const file = operands[0];
  if (file === undefined || file.value === '-') return inv.stdin;
  const content = walker.readFile(inv, file);
  return content.text === undefined ? { taint: content.taint } : { taint: content.taint, text: content.text };
}

function decoded(input: Stream, text: string | undefined): Stream {
  const out: Stream = { taint: input.taint | DECODED };
  if (text !== undefined) out.text = text;
  if (input.secrets !== undefined) out.secrets = input.secrets;
  return out;
}

const echo: Handler = (inv) => {
  let i = 0;
  let escapes = false;
  let newline = true;
  for (; i < inv.args.length; i++) {
    const flag = inv.args[i]?.value ?? '';
    if (!/^-[neE]+$/.test(flag)) break;
    if (flag.includes('e')) escapes = true;
    if (flag.includes('E')) escapes = false;
    if (flag.includes('n')) newline = false;
  }
  const words = inv.args.slice(i).map((a) => a.value);
  const raw = words.join(' ');
  const text = (escapes ? decodeEscapes(raw, true) : raw) + (newline ? '\n' : '');
  // `echo -e '\x63\x75\x72\x6c'` spells a command as escape codes: its output is decoded text.
  const taint = argsTaint(inv) | (escapes && hasDenseEscapes(raw) ? DECODED : 0);
  return { taint, text, secrets: argsSecrets(inv), partial: inv.args.some((a) => a.dynamic) };
};

/** zsh's `print`: its words on stdout, like `echo` (options end at the first word that is not one, or `--`). */
const print: Handler = (inv) => {
  let i = 0;
  while (i < inv.args.length && /^-[a-zA-Z]+$/.test(inv.args[i]?.value ?? '')) i++;
  if (inv.args[i]?.value === '--') i++;
  const words = inv.args.slice(i);
  const newline = !inv.args.slice(0, i).some((a) => a.value.includes('n'));
  return {
    taint: argsTaint(inv),
    text: words.map((a) => a.value).join(' ') + (newline ? '\n' : ''),
    secrets: argsSecrets(inv),
    partial: words.some((a) => a.dynamic),
  };
};

const printf: Handler = (inv, walker) => {
  let args = inv.args;
  let variable: string | undefined;
  if (args[0]?.value === '-v') {
    variable = args[1]?.value;
    args = args.slice(2);
  }
  if (args[0]?.value === '--') args = args.slice(1);
  const format = args[0]?.value ?? '';
  const rest = args.slice(1).map((a) => a.value);
  const text = formatPrintf(format, rest);
  const dense = hasDenseEscapes(format) || (format.includes('%b') && rest.some(hasDenseEscapes));
  const out: Stream = { taint: argsTaint(inv) | (dense ? DECODED : 0), text, secrets: argsSecrets(inv) };
  if (inv.args.some((a) => a.dynamic)) out.partial = true;
  if (variable !== undefined) {
    walker.setVariable(variable, {
      values: [text],
      taint: out.taint,
      secrets: out.secrets,
      dynamic: out.partial === true,
    });
    return NOTHING;
  }
  return out;
};

const base64: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, { shortValued: 'w', longValued: new Set(['--wrap']) });
  const decode = hasOption(parsed, '-d', '-D', '--decode');
  const input = decoderInput(inv, walker, parsed.operands);
  if (!decode) return { taint: input.taint, secrets: input.secrets };
  return decoded(input, input.text === undefined ? undefined : decodeBase64Text(input.text));
};

const base32: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, { shortValued: 'w', longValued: new Set(['--wrap']) });
  const input = decoderInput(inv, walker, parsed.operands);
  return hasOption(parsed, '-d', '--decode') ? decoded(input, undefined) : { taint: input.taint };
};

const xxd: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, { shortValued: 'cglosn', longValued: NO_VALUES });
  const input = decoderInput(inv, walker, parsed.operands);
  if (!hasOption(parsed, '-r', '-revert')) return { taint: input.taint };
  const plain = hasOption(parsed, '-p', '-ps', '-plain');
  return decoded(input, plain && input.text !== undefined ? decodeHexText(input.text) : undefined);
};

const rev: Handler = (inv, walker) => {
  const input = inv.args.length === 0 ? inv.stdin : decoderInput(inv, walker, inv.args);
  return decoded(input, input.text === undefined ? undefined : reverseLines(input.text.replace(/\n$/, '')));
};

/** `tr 'A-Za-z' 'N-ZA-Mn-za-m'`: rot13; any other `tr` only filters its input. */
const tr: Handler = (inv) => {
  const sets = inv.args.filter((a) => !a.value.startsWith('-')).map((a) => a.value);
  const rotating = sets.length === 2 && /N-ZA-M|n-za-m/.test(sets[1] ?? '');
  if (!rotating) return { taint: inv.stdin.taint, secrets: inv.stdin.secrets };
  return decoded(inv.stdin, inv.stdin.text === undefined ? undefined : rot13(inv.stdin.text));
};

/** Decompressors and decrypters: the output is bytes nobody reviewed. */
const unpack: Handler = (inv, walker) => {
  const operands = inv.args.filter((a) => !a.value.startsWith('-'));
  const input = operands.length === 0 ? inv.stdin : decoderInput(inv, walker, operands);
  return decoded(input, undefined);
};

const gzipLike: Handler = (inv, walker) => {
  const decompress = inv.args.some((a) => /^-\w*d|^--decompress$|^--uncompress$/.test(a.value));
  const operands = inv.args.filter((a) => !a.value.startsWith('-'));
  if (decompress) return unpack(inv, walker);
  let taint = operands.length === 0 ? inv.stdin.taint : 0;
  for (const file of operands) taint |= walker.readFile(inv, file).taint;
  return { taint };
};

const openssl: Handler = (inv, walker) => {
  const sub = inv.args[0]?.value ?? '';
  const rest = inv.args.slice(1);
  const parsed = parseOptions(rest, {
    shortValued: '',
    longValued: new Set([
      '-connect',
      '-in',
      '-out',
      '-k',
      '-pass',
      '-kfile',
      '-K',
      '-iv',
      '-md',
      '-servername',
      '-cert',
      '-key',
      '-CAfile',
      '-port',
      '-accept',
    ]),
    singleDashLong: true,
  });
  const value = (name: string): string | undefined =>
    parsed.options.find((o) => o.name === name)?.value?.value;
  if (sub === 's_client') {
    const target = value('-connect') ?? parsed.operands[0]?.value;
    const sends = inv.stdin.redirected === true ? inv.stdin.taint : 0;
    walker.network(inv, inv.stdin.redirected === true ? 'send' : 'connect', target, sends);
    return { taint: NETWORK, socket: true };
  }
  if (sub === 's_server') {
    walker.network(inv, 'listen', value('-accept') ?? value('-port'), 0);
    return { taint: NETWORK, socket: true };
  }
  const inFile = value('-in');
  const input: Stream =
    inFile === undefined
      ? inv.stdin
      : { taint: walker.readFile(inv, { ...inv.args[0]!, value: inFile }).taint };
  const decrypt = parsed.options.some((o) => o.name === '-d' || o.name === '-decrypt');
  const base64Text =
    (sub === 'base64' || parsed.options.some((o) => o.name === '-a' || o.name === '-base64')) && decrypt;
  const out: Stream =
    decrypt || sub === 'rsautl' || sub === 'pkeyutl'
      ? decoded(input, base64Text && input.text !== undefined ? decodeBase64Text(input.text) : undefined)
      : { taint: input.taint };
  const outFile = value('-out');
  if (outFile !== undefined) {
    walker.writeFile(inv, walker.path(outFile), out);
    return NOTHING;
  }
  return out;
};

/** `env`, `printenv`: with no variable named, every variable and its value. */
const env: Handler = (inv, walker) => {
  const named = inv.args.filter((a) => !a.value.startsWith('-'));
  if (inv.program === 'printenv' && named.length > 0) {
    let taint = 0;
    const secrets: string[] = [];
    for (const a of named)
      if (isSecretName(a.value)) {
        walker.emit({ kind: 'env', line: inv.line, text: inv.text, op: 'read', name: a.value });
        taint |= SECRET;
        secrets.push(a.value);
      }
    return { taint, secrets };
  }
  return walker.envDump(inv);
};

/** `set` alone prints every variable; `set -euo pipefail` only sets options. */
const set: Handler = (inv, walker) => (inv.args.length === 0 ? walker.envDump(inv) : NOTHING);

const compgen: Handler = (inv, walker) =>
  inv.args.some((a) => /^-\w*[ev]/.test(a.value)) ? walker.envDump(inv) : NOTHING;

/**
 * Shell history: what the user typed, passwords given on command lines included. `history 50`, zsh's
 * `history -50`, and `fc` when it lists (`fc -ln -50`); `fc` without `-l` edits and reruns a command.
 */
const history: Handler = (inv) => {
  const listed = inv.program !== 'fc' || inv.args.some((a) => /^-[a-zA-Z]*l/.test(a.value));
  const options = inv.args.every((a) => /^-?\d+$/.test(a.value) || /^-[lnrdiDEf]+$/.test(a.value));
  return listed && options ? { taint: USER_DATA } : NOTHING;
};

/**
 * Cloud, forge and password-manager CLIs that print a credential on stdout, by vendor: a token printed into
 * a variable is a secret however it got there.
 */
const TOKEN_COMMANDS: readonly { program: string; re: RegExp; vendor: string }[] = [
  { program: 'gh', re: /^auth token\b/, vendor: 'gh' },
  { program: 'glab', re: /^auth (?:status -t|token)\b/, vendor: 'gitlab' },
  {
    program: 'gcloud',
    re: /^auth (?:application-default )?print-(?:access|identity)-token\b/,
    vendor: 'gcloud',
  },
  { program: 'az', re: /^account get-access-token\b/, vendor: 'azure' },
  {
    program: 'aws',
    re: /^(?:configure (?:get|export-credentials)|sts (?:get-session-token|assume-role)|ecr get-login-password|codeartifact get-authorization-token)\b/,
    vendor: 'aws',
  },
  { program: 'git', re: /^credential (?:fill|get)\b/, vendor: 'git' },
  { program: 'doctl', re: /^auth token\b/, vendor: 'digitalocean' },
  { program: 'heroku', re: /^auth:token\b/, vendor: 'heroku' },
  { program: 'op', re: /^(?:read|item get)\b/, vendor: 'op' },
  { program: 'pass', re: /^(?:show\s|\S)/, vendor: 'pass' },
  { program: 'bw', re: /^get (?:password|item)\b/, vendor: 'bitwarden' },
  { program: 'vault', re: /^(?:read|kv get|token create|print token)\b/, vendor: 'vault' },
  { program: 'kubectl', re: /^config view\b.*--raw\b|^create token\b/, vendor: 'kubernetes' },
  // Secrets printed in full (`-o json|yaml|jsonpath`): without an output format only their names are listed.
  {
    program: 'kubectl',
    re: /(?:^|\s)get\s+(?:secrets?|secret\/\S+)\b(?:.*\s)?(?:-o|--output)(?:=|\s*)(?:json|yaml|jsonpath|go-template)/,
    vendor: 'kubernetes',
  },
  { program: 'npm', re: /^token (?:create|list)\b/, vendor: 'npm' },
  { program: 'secret-tool', re: /^lookup\b/, vendor: 'keyring' },
  { program: 'kwallet-query', re: /(?:^|\s)(?:-r|--read-password)\b/, vendor: 'keyring' },
  // Saved Wi-Fi passwords (Windows and NetworkManager) and the Windows credential stores.
  { program: 'netsh', re: /^wlan show profiles?\b.*\bkey\s*=\s*clear\b/i, vendor: 'saved Wi-Fi key' },
  {
    program: 'nmcli',
    re: /(?:^|\s)(?:-s|--show-secrets)\b|802-11-wireless-security\.psk\b/,
    vendor: 'saved Wi-Fi key',
  },
  { program: 'cmdkey', re: /^\/list\b/i, vendor: 'windows credentials' },
  { program: 'vaultcmd', re: /^\/list(?:creds|properties)?\b/i, vendor: 'windows vault' },
  { program: 'security', re: /^(?:find-(?:generic|internet)-password|dump-keychain)\b/, vendor: 'keychain' },
];

function tokenCommand(program: string, args: string): string | undefined {
  for (const t of TOKEN_COMMANDS) if (t.program === program && t.re.test(args)) return t.vendor;
  return undefined;
}

/** A CLI that prints a credential; other subcommands are ordinary tool runs. */
const cli: Handler = (inv) => {
  const vendor = tokenCommand(inv.program, inv.args.map((a) => a.value).join(' '));
  return vendor === undefined ? undefined : { taint: SECRET, secrets: [vendor] };
};

/** macOS `security`: passwords and the whole keychain on stdout. */
const security: Handler = (inv, walker) => {
  const sub = inv.args[0]?.value ?? '';
  if (!/^(?:find-(?:generic|internet)-password|dump-keychain|export)$/.test(sub)) return undefined;
  const keychain = inv.args.slice(1).find((a) => /\.keychain(?:-db)?$/.test(a.value))?.value;
  walker.fileFact(inv, 'read', keychain ?? '~/Library/Keychains/login.keychain-db', { content: ['secret'] });
  return { taint: SECRET, secrets: ['keychain'] };
};

/** The clipboard: whatever the user last copied, often a password. */
const clipboard: Handler = (inv) => {
  const reads =
    inv.program === 'pbpaste' ||
    inv.program === 'wl-paste' ||
    inv.args.some((a) => /^-(?:o|out|output)$|^--output$/.test(a.value));
  return reads ? { taint: USER_DATA } : undefined;
};

/** `xinput test <id>`, `evtest /dev/input/…`: every key pressed, as the X server or kernel sees it. */
const keyboardEvents: Handler = (inv) =>
  inv.program !== 'xinput' || /^test(?:-xi2)?$/.test(inv.args[0]?.value ?? '')
    ? { taint: USER_DATA }
    : undefined;

/** `yes` prints forever: into a file it fills the disk. */
const yes: Handler = (inv) => ({
  taint: 0,
  endless: true,
  text: `${inv.args.map((a) => a.value).join(' ') || 'y'}\n`,
  partial: true,
});

const readBuiltin: Handler = (inv, walker) => {
  const parsed = parseOptions(inv.args, { shortValued: 'adinNptu', longValued: NO_VALUES });
  const silent = hasOption(parsed, '-s');
  const names = parsed.operands.map((a) => a.value);
  const text = inv.stdin.text ?? '';
  const line = text.split('\n', 1)[0] ?? '';
  const known = inv.stdin.text !== undefined && inv.stdin.partial !== true;
  // `read -s` takes what the user types without showing it: a password prompt.
  const taint = inv.stdin.taint | (silent ? USER_DATA : 0);
  const fields = line.trim().split(/\s+/);
  const targets = names.length === 0 ? ['REPLY'] : names;
  targets.forEach((name, i) => {
    const value = i === targets.length - 1 ? fields.slice(i).join(' ') : (fields[i] ?? '');
    walker.setVariable(name, {
      values: [known ? value : `$${name}`],
      taint,
      secrets: inv.stdin.secrets,
      dynamic: !known,
    });
  });
  return NOTHING;
};

const mapfile: Handler = (inv, walker) => {
  const name = inv.args.filter((a) => !a.value.startsWith('-')).at(-1)?.value ?? 'MAPFILE';
  const known = inv.stdin.text !== undefined && inv.stdin.partial !== true;
  walker.setVariable(name, {
    values: [known ? (inv.stdin.text ?? '') : `$${name}`],
    taint: inv.stdin.taint,
    secrets: inv.stdin.secrets,
    dynamic: !known,
  });
  return NOTHING;
};

const cd: Handler = (inv, walker) => {
  const target = inv.args.find((a) => !a.value.startsWith('-') || a.value === '-');
  if (target?.value === '-' || target?.dynamic === true) walker.scope.cwd = undefined;
  else walker.scope.cwd = target === undefined ? '~' : walker.path(target.value);
  return NOTHING;
};

const pwd: Handler = (_inv, walker) => ({
  taint: 0,
  text: `${walker.scope.cwd ?? '$PWD'}\n`,
  partial: walker.scope.cwd === undefined,
});

const dirname: Handler = (inv) => {
  const arg = inv.args.find((a) => !a.value.startsWith('-'));
  if (arg === undefined || arg.dynamic) return { taint: arg?.taint ?? 0 };
  const value = arg.value.replace(/\/+$/, '');
  const slash = value.lastIndexOf('/');
  return { taint: arg.taint, text: `${slash === -1 ? '.' : slash === 0 ? '/' : value.slice(0, slash)}\n` };
};

const basename: Handler = (inv) => {
  const operands = inv.args.filter((a) => !a.value.startsWith('-'));
  const arg = operands[0];
  if (arg === undefined || arg.dynamic) return { taint: arg?.taint ?? 0 };
  let base = arg.value.replace(/\/+$/, '');
  base = base.slice(base.lastIndexOf('/') + 1);
  const suffix = operands[1]?.value;
  if (suffix !== undefined && base.endsWith(suffix) && base !== suffix) base = base.slice(0, -suffix.length);
  return { taint: arg.taint, text: `${base}\n` };
};

const mkfifo: Handler = (inv, walker) => {
  for (const a of inv.args) if (!a.value.startsWith('-')) walker.scope.fifos.add(walker.path(a.value));
  return NOTHING;
};

/** `trap 'rm -rf "$WORK"' EXIT`: the handler is code that runs later; read it as code now. */
const trap: Handler = (inv, walker) => {
  const code = inv.args[0];
  if (code !== undefined && !code.value.startsWith('-') && inv.args.length > 1 && !code.dynamic)
    walker.runCode(code.value, inv.line, code.taint);
  return NOTHING;
};

/**
 * `alias ls='ls --color; …'`: the value is code that runs whenever the user types the name, so a shell rc
 * file that defines it runs it on every use; read it as code now.
 */
const alias: Handler = (inv, walker) => {
  for (const a of inv.args) {
    const eq = a.value.indexOf('=');
    if (eq > 0 && !a.dynamic) walker.runCode(a.value.slice(eq + 1), inv.line, a.taint);
  }
  return NOTHING;
};

/** `seq 1 3`: the numbers, so that `for i in $(seq 1 3)` resolves. */
const seq: Handler = (inv) => {
  const numbers = inv.args.map((a) => Number(a.value));
  if (numbers.some((n) => !Number.isFinite(n))) return { taint: 0 };
  const [first, step, last] =
    numbers.length === 1
      ? [1, 1, numbers[0] ?? 0]
      : numbers.length === 2
        ? [numbers[0] ?? 1, 1, numbers[1] ?? 0]
        : [numbers[0] ?? 1, numbers[1] ?? 1, numbers[2] ?? 0];
  if (step === 0 || (last - first) / step > 64) return { taint: 0 };
  const out: number[] = [];
  for (let n = first; step > 0 ? n <= last : n >= last; n += step) out.push(n);
  return { taint: 0, text: out.map((n) => `${n}\n`).join('') };
};

/** Programs whose output is data the shell builds values from; each entry says why it is read. */
export const DATA_COMMANDS: ReadonlyMap<string, Handler> = new Map<string, Handler>([
  // Their output is literal text: `echo "$line" >> ~/.bashrc` writes what the variable holds.
  ['echo', echo],
  ['printf', printf],
  ['print', print],
  // Decoders: the output is code or data nobody could read in the script.
  ['base64', base64],
  ['base32', base32],
  ['xxd', xxd],
  ['rev', rev],
  ['tr', tr],
  ['openssl', openssl],
  ['gunzip', unpack],
  ['zcat', unpack],
  ['bunzip2', unpack],
  ['unxz', unpack],
  ['uudecode', unpack],
  ['gzip', gzipLike],
  ['bzip2', gzipLike],
  ['xz', gzipLike],
  ['zstd', gzipLike],
  ['gpg', unpack],
  // The whole environment, secrets included.
  ['env', env],
  ['printenv', env],
  ['set', set],
  ['compgen', compgen],
  ['history', history],
  ['fc', history],
  // Credentials printed by the CLIs that hold them.
  ['gh', (inv, walker) => ghGist(inv, walker) ?? cli(inv, walker)],
  ['glab', cli],
  ['gcloud', cli],
  ['az', cli],
  ['aws', cli],
  ['doctl', cli],
  ['heroku', cli],
  ['op', cli],
  ['pass', cli],
  ['bw', cli],
  ['vault', cli],
  ['kubectl', cli],
  ['secret-tool', cli],
  ['kwallet-query', cli],
  ['netsh', cli],
  ['nmcli', cli],
  ['cmdkey', cli],
  ['vaultcmd', cli],
  ['security', security],
  ['pbpaste', clipboard],
  ['xclip', clipboard],
  ['xsel', clipboard],
  ['wl-paste', clipboard],
  ['xinput', keyboardEvents],
  ['evtest', keyboardEvents],
  ['yes', yes],
  // Shell state that later words are resolved with.
  ['read', readBuiltin],
  ['mapfile', mapfile],
  ['readarray', mapfile],
  ['cd', cd],
  ['pushd', cd],
  ['pwd', pwd],
  ['dirname', dirname],
  ['basename', basename],
  [
    'realpath',
    (inv) => ({
      taint: inv.args.at(-1)?.taint ?? 0,
      text: inv.args.at(-1)?.dynamic === false ? `${inv.args.at(-1)?.value}\n` : undefined,
    }),
  ],
  ['mkfifo', mkfifo],
  ['trap', trap],
  ['alias', alias],
  ['seq', seq],
]);

/** Handlers other modules reuse (`git credential fill` sits behind `git`'s own handler). */
export { tokenCommand };
