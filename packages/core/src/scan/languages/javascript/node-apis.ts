import type { FileFact, NetworkFact, ProcessFact } from '../../facts.js';
import { isProjectSecretPath, isSensitivePath, secretFileMatchedBy } from '../../sensitive-paths.js';
import { printedSecretTaint } from '../printed-secret-taint.js';
import { isSecretName } from '../shell/is-secret-name.js';
import { AUTH_HEADER_RE, isCredentialParam, urlSecretsBelong } from '../shell/secret-vendors.js';
import {
  DECODED,
  ENVIRONMENT,
  NETWORK,
  SECRET,
  SENSITIVE_FILE,
  taintBits,
  taintList,
  USER_DATA,
} from '../shell/taint-bits.js';
import { decodeBuffer, decodePercent, isPercentEncoded } from './js-decoders.js';
import {
  concat,
  type Handle,
  type Hiding,
  hiding,
  isExact,
  type JsValue,
  show,
  taintOf,
  text,
  unknown,
} from './js-value.js';
import type { JsWalker } from './js-walker.js';
import type { JsNode } from './to-js-tree.js';

/** One call of a known API, with its arguments evaluated. */
export interface CallSite {
  node: JsNode;
  /** The API as the handlers know it (`child_process.exec`), or `.name` for a method of any value. */
  api: string;
  args: JsValue[];
  argNodes: JsNode[];
  receiver?: JsValue;
  /** The API's name was computed (pieces, a table, a decoder): spelled so that no reader sees it. */
  hidden?: Hiding;
  isNew: boolean;
}

type Handler = (w: JsWalker, site: CallSite) => JsValue | undefined;

/** Module names as the handlers spell them: `node:fs/promises` is `fs.promises`, fs-extra is fs. */
export function canonicalModule(spec: string): string {
  const bare = spec.replace(/^node:/, '');
  switch (bare) {
    case 'fs/promises':
      return 'fs.promises';
    case 'dns/promises':
      return 'dns.promises';
    case 'fs-extra':
    case 'graceful-fs':
      return 'fs';
    case 'node-fetch':
    case 'cross-fetch':
    case 'isomorphic-fetch':
      return 'fetch';
    case 'ws':
    case 'isomorphic-ws':
      return 'WebSocket';
    case 'child_process':
    case 'child-process-promise':
      return 'child_process';
    // `import { $, spawn } from "bun"`: the same functions as the `Bun` global.
    case 'bun':
      return 'Bun';
    default:
      return bare;
  }
}

/** `fs.promises.readFile` is `fs.readFile` to the handlers; `module.require` is `require`. */
function handlerName(api: string): string {
  return api
    .replace(/^fs\.promises\./, 'fs.')
    .replace(/^fs\.default\./, 'fs.')
    .replace(/^dns\.promises\./, 'dns.')
    .replace(/^(?:module|require\.main)\.require$/, 'require')
    .replace(/^path\.(?:posix|win32)\./, 'path.')
    .replace(/^globalThis\./, '');
}

/** A member of a value: a module member, a property of an object literal, a part of a handle. */
export function memberOf(w: JsWalker, obj: JsValue, name: string, node: JsNode): JsValue {
  const hidden = obj.hidden === undefined ? {} : { hidden: obj.hidden };
  const own = obj.props?.get(name);
  if (own !== undefined) return own;
  if (obj.items !== undefined) {
    if (name === 'length') return { taint: 0, num: obj.items.length };
    if (/^\d+$/.test(name)) return obj.items[Number(name)] ?? unknown(taintOf(obj));
  }
  if (obj.str !== undefined && name === 'length' && obj.exact === true)
    return { taint: 0, num: obj.str.length };
  const api = obj.api;
  if (api !== undefined) {
    switch (api) {
      case 'process':
        if (name === 'env') return { taint: ENVIRONMENT, api: 'process.env', env: true };
        if (name === 'mainModule') return { taint: 0, api: 'module' };
        if (name === 'execPath' || name === 'argv0') return text('node', { api: 'process.execPath' });
        break;
      // Bun's environment is process.env under another name.
      case 'Bun':
        if (name === 'env') return { taint: ENVIRONMENT, api: 'process.env', env: true };
        break;
      case 'process.argv':
        if (name === '1') return text(w.file, { self: true });
        if (name === '0') return text('node');
        return unknown();
      case 'process.env': {
        if (name === 'HOME' || name === 'USERPROFILE') return text('~');
        if (isSecretName(name)) {
          w.emit({ kind: 'env', line: w.line(node), text: w.evidence(node), op: 'read', name });
          // Spelled `$NAME` where it is written into a string: a URL then says whose token it carries.
          return { taint: SECRET, str: `$${name}`, exact: false };
        }
        return unknown();
      }
      case 'import.meta':
        if (name === 'url' || name === 'filename') return text(w.file, { self: true });
        if (name === 'dirname') return text('.');
        return unknown();
      case 'globalThis':
        return { taint: 0, api: name, ...hidden };
      case 'path':
        if (name === 'sep') return text('/');
        break;
      case 'os':
        if (name === 'EOL') return text('\n');
        break;
      default:
        break;
    }
    const member = handlerName(`${api}.${name}`);
    return { taint: 0, api: member, ...hidden };
  }
  const handle = obj.handle;
  if (handle?.type === 'child') {
    if (name === 'stdin') return { taint: 0, handle: { type: 'child-stdin', fact: handle.fact } };
    if (name === 'stdout' || name === 'stderr')
      return { taint: obj.taint, handle: { type: 'child-stdout', fact: handle.fact } };
  }
  if (obj.fn !== undefined && (name === 'call' || name === 'apply' || name === 'bind')) return obj;
  return unknown(taintOf(obj));
}

// ---- helpers ------------------------------------------------------------------------------------

const prop = (v: JsValue | undefined, name: string): JsValue | undefined => v?.props?.get(name);
const propText = (v: JsValue | undefined, name: string): string | undefined => {
  const p = prop(v, name);
  return p === undefined || !isExact(p) ? undefined : show(p);
};

function fileFact(
  w: JsWalker,
  site: CallSite,
  op: FileFact['op'],
  path: string,
  extra: Partial<FileFact> = {},
): FileFact {
  const fact: FileFact = {
    kind: 'file',
    line: w.line(site.node),
    text: w.evidence(site.node),
    op,
    path,
    content: [],
    ...extra,
  };
  w.emit(fact);
  return fact;
}

function networkFact(
  w: JsWalker,
  site: CallSite,
  op: NetworkFact['op'],
  target: string | undefined,
  sends: number,
  extra: Partial<NetworkFact> = {},
): NetworkFact {
  const fact: NetworkFact = {
    kind: 'network',
    line: w.line(site.node),
    text: w.evidence(site.node),
    op,
    sends: taintList(sends),
    api: site.api.replace(/^\./, ''),
    ...extra,
  };
  if (target !== undefined && target !== '*' && target !== '') fact.target = target;
  w.emit(fact);
  return fact;
}

/** Paths as the rules compare them: `./x` is `x`, `a//b` is `a/b`. */
function normalisePath(path: string): string {
  let p = path.replace(/\/{2,}/g, '/').replace(/\/\.(?=\/|$)/g, '');
  while (p.startsWith('./')) p = p.slice(2);
  return p === '' ? '.' : p;
}

function joinPaths(parts: readonly JsValue[], resolve: boolean): JsValue {
  let start = 0;
  if (resolve)
    parts.forEach((p, i) => {
      if (/^(?:\/|~)/.test(show(p))) start = i;
    });
  const used = parts.slice(start).filter((p) => show(p) !== '' && show(p) !== '.');
  const joined = concat(used.flatMap((p, i) => (i === 0 ? [p] : [text('/'), p])));
  return { ...joined, str: normalisePath(joined.str ?? '.') };
}

/** What reading a file gives: what the unit wrote there, or the credential it is. */
function readTaint(w: JsWalker, path: string): number {
  let taint = w.files.get(path) ?? 0;
  if (isSensitivePath(path)) taint |= SENSITIVE_FILE;
  if (isProjectSecretPath(path)) taint |= SECRET;
  return taint;
}

function readFile(w: JsWalker, site: CallSite, at = 0): JsValue {
  const target = site.args[at] ?? unknown();
  const path = normalisePath(show(target));
  const taint = readTaint(w, path);
  fileFact(w, site, 'read', path, { content: taintList(taint) });
  const value = unknown(taint | target.taint);
  // `readFile(p, 'utf8', (err, data) => …)`: the callback gets the content.
  for (const a of site.args) if (a.fn !== undefined) w.callValue(a, [unknown(), value], site.node);
  return value;
}

function writeFile(w: JsWalker, site: CallSite, op: 'write' | 'append', path: string, data: JsValue): void {
  const p = normalisePath(path);
  const taint = taintOf(data);
  const extra: Partial<FileFact> = { content: taintList(taint) };
  if (data.str !== undefined) extra.contentText = data.str;
  fileFact(w, site, op, p, extra);
  w.files.set(p, (op === 'append' ? (w.files.get(p) ?? 0) : 0) | taint);
}

function octal(v: JsValue | undefined): string | undefined {
  if (v === undefined) return undefined;
  if (v.num !== undefined) return v.num.toString(8);
  return isExact(v) ? show(v) : undefined;
}

// ---- processes ------------------------------------------------------------------------------------

/** Quotes a word for the shell only when it needs it, so `~` and globs still read as the shell reads them. */
function shellWord(v: JsValue): string {
  const s = show(v);
  return /^[\w@%+=:,./~*-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * A word of an argument vector as the shell reads it back. A secret not known as text stands as a
 * secret-named variable in what is known of the word (`"Bearer $ARG_SECRET"`), so `curl -d <token> url`
 * sends a secret as it does when a shell script spells it.
 */
function argvWord(v: JsValue): string {
  if ((v.taint & SECRET) === 0) return shellWord(v);
  const known = show(v).replace(/["\\$`]/g, '\\$&');
  // A value that reads as known text (`token ?? ""`, `"Bearer " + (token || "")`) is the secret at run time.
  const word =
    isExact(v) || !known.includes('*') ? `${known}$ARG_SECRET` : known.replace(/\*/g, '$ARG_SECRET');
  return `"${word}"`;
}

/**
 * A command line handed to a shell: read by the shell extractor; a line built at run time is also an
 * ExecFact (whatever reaches it runs), and one reached through a hidden name is code hidden from review.
 */
function runShell(w: JsWalker, site: CallSite, command: JsValue, options: JsValue | undefined): JsValue {
  const line = w.line(site.node);
  const taint = command.taint | w.baseTaint;
  if (site.hidden !== undefined || command.built === true || !isExact(command) || taint !== 0) {
    w.emit({
      kind: 'exec',
      line,
      text: w.evidence(site.node),
      api: site.hidden === undefined ? 'shell' : site.api,
      input: taintList(taint),
      ...(isExact(command) ? { code: show(command) } : {}),
      ...(site.hidden === undefined ? {} : { obfuscated: site.hidden }),
    });
  }
  const facts = command.str === undefined ? [] : w.context.shell(command.str, line, taintList(taint));
  return started(w, facts, options, command);
}

/** Facts a started program yields, routed through the walker; the child is a handle for pipes. */
function started(
  w: JsWalker,
  facts: ReturnType<JsWalker['context']['shell']>,
  options: JsValue | undefined,
  ...words: JsValue[]
): JsValue {
  let first: ProcessFact | undefined;
  let result = 0;
  for (const f of facts) {
    if (f.kind === 'process' && first === undefined) first = f;
    // `execSync('gh auth token')` hands back the token the command prints.
    if (f.kind === 'process') result |= printedSecretTaint(f);
    if (f.kind === 'network' && f.op === 'fetch') result |= NETWORK;
    if (f.kind === 'file' && f.op === 'read') result |= taintBits(f.content);
    if (f.kind === 'env' && f.op === 'dump') result |= ENVIRONMENT;
  }
  if (first !== undefined) {
    const self = words.some((v) => v.self === true || (v.items ?? []).some((i) => i.self === true));
    if (self) first.runsSelf = true;
    if (prop(options, 'detached')?.bool === true) first.background = true;
    // `spawn('/bin/sh', [], { stdio: [s, s, s] })`: the shell reads from and writes to the socket.
    if ((prop(options, 'stdio')?.items ?? []).some((v) => v.handle?.type === 'socket')) {
      first.socketStdio = true;
      first.stdin = taintList(taintBits(first.stdin) | NETWORK);
    }
  }
  for (const f of facts) w.emit(f);
  return { taint: result, handle: { type: 'child', fact: first } };
}

/** `spawn(program, [args], options)`, `execFile`, `fork`: the argument vector, read as a command line. */
function runArgv(
  w: JsWalker,
  site: CallSite,
  program: JsValue,
  argv: readonly JsValue[],
  options: JsValue | undefined,
): JsValue {
  const shell = prop(options, 'shell');
  if (shell !== undefined && (shell.bool === true || isExact(shell))) {
    return runShell(
      w,
      site,
      concat([program, ...argv.flatMap((a) => [text(' '), a])], {
        built: program.built === true || argv.some((a) => !isExact(a)),
      }),
      options,
    );
  }
  const line = w.line(site.node);
  const taint = argv.reduce((t, a) => t | a.taint, program.taint) | w.baseTaint;
  const hidden = hiding(site.hidden, program.hidden);
  if (hidden !== undefined) {
    w.emit({
      kind: 'exec',
      line,
      text: w.evidence(site.node),
      api: site.api,
      input: taintList(taint),
      obfuscated: hidden,
    });
  }
  const command = [program, ...argv].map(argvWord).join(' ');
  const facts = w.context.shell(command, line, taintList(taint & ~(SECRET | ENVIRONMENT | SENSITIVE_FILE)));
  const child = started(w, facts, options, program, ...argv);
  const fact = child.handle?.type === 'child' ? child.handle.fact : undefined;
  if (fact !== undefined) {
    if (taint !== 0) fact.argTaint = taintList(taintBits(fact.argTaint) | taint);
    const scriptArgs = argv.filter((a) => a.self !== true && !/^-/.test(show(a)));
    if (fact.runsSelf === true && scriptArgs.length === 0) w.replica(fact);
  }
  return child;
}

function argvOf(v: JsValue | undefined): JsValue[] {
  return v?.items ?? [];
}

const EXEC_STRING: Handler = (w, s) =>
  runShell(
    w,
    s,
    s.args[0] ?? unknown(),
    s.args.find((a, i) => i > 0 && a.props !== undefined),
  );

const SPAWN: Handler = (w, s) => {
  const list = s.args[1]?.items !== undefined ? s.args[1] : undefined;
  const options = list === undefined ? s.args[1] : s.args[2];
  return runArgv(w, s, s.args[0] ?? unknown(), argvOf(list), options);
};

const FORK: Handler = (w, s) => {
  const list = s.args[1]?.items !== undefined ? s.args[1] : undefined;
  const options = list === undefined ? s.args[1] : s.args[2];
  return runArgv(w, s, text('node'), [s.args[0] ?? unknown(), ...argvOf(list)], options);
};

/**
 * `cluster.fork(env)`: a worker is another run of the running script (`process.argv[1]`). In a script
 * that tells workers apart it runs in the worker role, as `fork(__filename, ['worker'])` does; in one that
 * does not, each worker forks as its parent did.
 */
const CLUSTER_FORK: Handler = (w, s) =>
  runArgv(
    w,
    s,
    text('node'),
    [text(w.file, { self: true }), ...(w.tellsWorkersApart ? [text('worker')] : [])],
    undefined,
  );

const BUN_SPAWN: Handler = (w, s) => {
  const first = s.args[0];
  const argv = first?.items ?? argvOf(prop(first, 'cmd'));
  return runArgv(w, s, argv[0] ?? unknown(), argv.slice(1), s.args[1] ?? first);
};

const DENO_COMMAND: Handler = (w, s) =>
  runArgv(w, s, s.args[0] ?? unknown(), argvOf(prop(s.args[1], 'args')), s.args[1]);

// ---- code -----------------------------------------------------------------------------------------

/** Text evaluated as code: an ExecFact, and the facts of the code itself when it can be read. */
function evaluate(w: JsWalker, site: CallSite, api: string, code: JsValue): JsValue {
  const taint = code.taint | w.baseTaint;
  w.emit({
    kind: 'exec',
    line: w.line(site.node),
    text: w.evidence(site.node),
    api,
    input: taintList(taint),
    ...(site.hidden === undefined ? {} : { obfuscated: site.hidden }),
    ...(isExact(code) && code.built !== true && (code.taint & DECODED) === 0 ? { code: show(code) } : {}),
  });
  if (code.str !== undefined && code.exact === true && (taint & DECODED) !== 0)
    w.evalCode(code.str, site.node, taint);
  return unknown(taint);
}

const EVAL: Handler = (w, s) => {
  const code = s.args[0] ?? unknown();
  if (
    code.str === undefined &&
    code.taint === 0 &&
    code.built !== true &&
    s.args.length > 0 &&
    code.fn !== undefined
  )
    return undefined;
  return evaluate(w, s, 'eval', code);
};

const FUNCTION: Handler = (w, s) => {
  const body = s.args[s.args.length - 1] ?? text('');
  const code = evaluate(w, s, 'Function', body);
  return { taint: code.taint, api: 'Function()' };
};

const VM: Handler = (w, s) => evaluate(w, s, s.api, s.args[0] ?? unknown());

const TIMER: Handler = (w, s) => {
  const first = s.args[0] ?? unknown();
  if (first.fn !== undefined) {
    // A repeating timer is a loop that never ends.
    if (s.api === 'setInterval') w.loop(s.node, true, undefined, () => w.callValue(first, [], s.node), true);
    else w.callValue(first, [], s.node);
    return unknown();
  }
  if (first.str !== undefined || first.taint !== 0) return evaluate(w, s, s.api, first);
  return unknown();
};

/** `require(x)`, `import(x)`: a module by name, or code the unit wrote or fetched. */
const REQUIRE: Handler = (w, s) => {
  const spec = s.args[0] ?? unknown();
  const path = normalisePath(show(spec));
  const written = w.files.get(path);
  if (written !== undefined || (spec.taint & (NETWORK | DECODED)) !== 0) {
    w.emit({
      kind: 'exec',
      line: w.line(s.node),
      text: w.evidence(s.node),
      api: s.api,
      input: taintList((written ?? 0) | spec.taint),
    });
    return unknown(written);
  }
  if (!isExact(spec)) return unknown();
  const module = canonicalModule(show(spec));
  const hidden = hiding(spec.hidden, s.hidden);
  return { taint: 0, api: module, ...(hidden === undefined ? {} : { hidden }) };
};

const DESERIALIZE: Handler = (w, s) => {
  const input = s.args[0] ?? unknown();
  w.emit({
    kind: 'deserialize',
    line: w.line(s.node),
    text: w.evidence(s.node),
    api: s.api,
    input: taintList(taintOf(input) | w.baseTaint),
  });
  return unknown(taintOf(input));
};

// ---- network --------------------------------------------------------------------------------------

const SENDING_METHOD_RE = /^(?:post|put|patch)$/i;
/**
 * A query parameter that is how an API takes its key (`?key=…`, `&api_key=…`, `&appid=…`): a secret there
 * is the credential of the request, as in an Authorization header.
 */
function credentialInQuery(url: string): boolean {
  for (const m of url.matchAll(/[?&]([\w-]+)=(?:\*|\$[A-Za-z_]\w*)(?=&|$)/g))
    if (isCredentialParam(m[1]!)) return true;
  return false;
}
function response(): JsValue {
  return { taint: NETWORK, handle: { type: 'response' } };
}

/** Headers: what they carry, and whether a secret goes as the credential of the request. */
function headers(v: JsValue | undefined): { taint: number; auth: boolean } {
  if (v === undefined) return { taint: 0, auth: false };
  let auth = false;
  for (const [k, h] of v.props ?? []) if (AUTH_HEADER_RE.test(k) && (h.taint & SECRET) !== 0) auth = true;
  return { taint: taintOf(v), auth };
}

function request(
  w: JsWalker,
  s: CallSite,
  url: JsValue,
  options: JsValue | undefined,
  body: JsValue | undefined,
): NetworkFact {
  const method = propText(options, 'method');
  const h = headers(prop(options, 'headers'));
  const data =
    body ?? prop(options, 'body') ?? prop(options, 'data') ?? prop(options, 'json') ?? prop(options, 'form');
  // A token in its own API's URL (`https://api.telegram.org/bot${TELEGRAM_BOT_TOKEN}/…`) is how it is called.
  const urlTaint = urlSecretsBelong(show(url)) ? url.taint & ~SECRET : url.taint;
  const sends =
    urlTaint |
    (data === undefined ? 0 : taintOf(data)) |
    h.taint |
    taintOf(prop(options, 'params') ?? unknown());
  const op =
    data !== undefined || (method !== undefined && SENDING_METHOD_RE.test(method)) ? 'send' : 'fetch';
  const queryKey = url.taint === SECRET && credentialInQuery(url.str ?? '');
  return networkFact(w, s, op, show(url), sends, h.auth || queryKey ? { authHeader: true } : {});
}

const FETCH: Handler = (w, s) => {
  request(w, s, s.args[0] ?? unknown(), s.args[1], undefined);
  return response();
};

const AXIOS: Handler = (w, s) => {
  const method = /\.(\w+)$/.exec(s.api)?.[1] ?? '';
  const first = s.args[0] ?? unknown();
  if (method === 'create') return { taint: 0, api: 'axios' };
  if (first.props !== undefined && method !== 'get' && method !== 'post') {
    request(w, s, prop(first, 'url') ?? unknown(), first, undefined);
  } else if (/^(?:post|put|patch)$/.test(method)) {
    request(
      w,
      s,
      first,
      s.args[2] ?? { taint: 0, props: new Map([['method', text('POST')]]) },
      s.args[1] ?? unknown(),
    );
  } else request(w, s, first, s.args[1], undefined);
  const cb = s.args.find((a) => a.fn !== undefined);
  if (cb !== undefined) w.callValue(cb, [unknown(), response(), response()], s.node);
  return response();
};

/** `http.get(url | options, cb)`, `https.request(…)`: the response goes to the callback. */
const HTTP: Handler = (w, s) => {
  const scheme = s.api.startsWith('https') ? 'https' : 'http';
  const first = s.args[0] ?? unknown();
  const options = first.props !== undefined ? first : s.args.find((a, i) => i > 0 && a.props !== undefined);
  let url = first;
  if (first.props !== undefined) {
    const host = propText(first, 'hostname') ?? propText(first, 'host') ?? '*';
    const port = propText(first, 'port');
    const path = prop(first, 'path');
    url = concat([text(`${scheme}://${host}${port === undefined ? '' : `:${port}`}`), path ?? text('')]);
  }
  const get = /\.get$/.test(s.api);
  const fact = request(
    w,
    s,
    url,
    get ? { taint: 0, props: new Map([['method', text('GET')]]) } : options,
    undefined,
  );
  for (const a of s.args) if (a.fn !== undefined) w.defer(() => w.callValue(a, [response()], s.node));
  return { taint: NETWORK, handle: { type: 'request', fact } };
};

function socket(w: JsWalker, s: CallSite, target: string | undefined, api: string): JsValue {
  return {
    taint: NETWORK,
    handle: { type: 'socket', fact: networkFact(w, { ...s, api }, 'connect', target, 0) },
  };
}

/** `net.connect(port, host)`, `net.connect({ host, port })`, `tls.connect(…)`. */
function socketTarget(args: readonly JsValue[]): string | undefined {
  const first = args[0];
  if (first?.props !== undefined) {
    const host = propText(first, 'host') ?? propText(first, 'hostname') ?? 'localhost';
    const port = propText(first, 'port');
    const path = propText(first, 'path');
    return path ?? (port === undefined ? host : `${host}:${port}`);
  }
  if (first?.num !== undefined) return `${args[1]?.str ?? 'localhost'}:${first.num}`;
  return first === undefined ? undefined : show(first);
}

const NET_CONNECT: Handler = (w, s) => {
  const sock = socket(w, s, socketTarget(s.args), s.api);
  for (const a of s.args) if (a.fn !== undefined) w.defer(() => w.callValue(a, [], s.node));
  return sock;
};

const NEW_SOCKET: Handler = (_w, s) => ({
  taint: NETWORK,
  handle: { type: 'socket', fact: pendingSocket(s) },
});

/** A socket created before it connects: its fact is emitted when it does. */
function pendingSocket(s: CallSite): NetworkFact {
  return { kind: 'network', line: 0, text: '', op: 'connect', sends: [], api: s.api };
}

/** `new XMLHttpRequest()`: a request whose fact is stated when it is opened. */
const XHR: Handler = (_w, s) => ({ taint: NETWORK, handle: { type: 'request', fact: pendingSocket(s) } });

/** `xhr.open(method, url)`. */
const OPEN: Handler = (w, s) => {
  const handle = receiverOf(s).handle;
  if (handle?.type !== 'request' || handle.fact.line !== 0) return undefined;
  const method = s.args[0]?.str ?? 'GET';
  const url = s.args[1] ?? unknown();
  Object.assign(handle.fact, {
    line: w.line(s.node),
    text: w.evidence(s.node),
    op: SENDING_METHOD_RE.test(method) ? 'send' : 'fetch',
    sends: taintList(url.taint),
  });
  if (isExact(url) || url.str !== undefined) handle.fact.target = show(url);
  w.emit(handle.fact);
  return unknown();
};

const WEBSOCKET: Handler = (w, s) => socket(w, s, show(s.args[0] ?? unknown()), 'WebSocket');

const DNS: Handler = (w, s) => {
  const name = s.args[0] ?? unknown();
  networkFact(w, s, 'resolve', show(name), taintOf(name));
  for (const a of s.args) if (a.fn !== undefined) w.callValue(a, [unknown(NETWORK)], s.node);
  return unknown(NETWORK);
};

const BEACON: Handler = (w, s) => {
  const data = s.args[1] ?? unknown();
  networkFact(w, s, 'send', show(s.args[0] ?? unknown()), taintOf(data));
  return unknown();
};

// ---- files ----------------------------------------------------------------------------------------

const READ: Handler = (w, s) => readFile(w, s);

const LIST: Handler = (w, s) => {
  const path = normalisePath(show(s.args[0] ?? unknown()));
  fileFact(w, s, 'list', path);
  // A search for `**/{.env,*.pem}` finds exactly the secrets: what is built from its results carries them.
  return unknown((isSensitivePath(path) ? SENSITIVE_FILE : 0) | (isProjectSecretPath(path) ? SECRET : 0));
};

const WRITE: Handler = (w, s) => {
  writeFile(
    w,
    s,
    /append/i.test(s.api) ? 'append' : 'write',
    show(s.args[0] ?? unknown()),
    s.args[1] ?? unknown(),
  );
  return unknown();
};

const WRITE_STREAM: Handler = (w, s) => ({
  taint: 0,
  handle: {
    type: 'file-stream',
    path: normalisePath(show(s.args[0] ?? unknown())),
    line: w.line(s.node),
    text: w.evidence(s.node),
  },
});

const COPY: Handler = (w, s) => {
  const from = normalisePath(show(s.args[0] ?? unknown()));
  const to = normalisePath(show(s.args[1] ?? unknown()));
  const op: FileFact['op'] = /rename|move/i.test(s.api) ? 'move' : /link/i.test(s.api) ? 'link' : 'copy';
  const taint = readTaint(w, from);
  fileFact(w, s, op, from, { target: to, content: taintList(taint) });
  w.files.set(to, taint);
  return unknown();
};

const DELETE: Handler = (w, s) => {
  const path = normalisePath(show(s.args[0] ?? unknown()));
  const always = /remove|emptyDir|rimraf|del|deleteSync/i.test(s.api);
  const recursive = always || prop(s.args[1], 'recursive')?.bool === true;
  fileFact(w, s, 'delete', path, recursive ? { recursive: true } : {});
  return unknown();
};

const CHMOD: Handler = (w, s) => {
  const mode = octal(s.args[1]);
  fileFact(w, s, 'chmod', normalisePath(show(s.args[0] ?? unknown())), mode === undefined ? {} : { mode });
  return unknown();
};

const CHOWN: Handler = (w, s) => {
  fileFact(w, s, 'chown', normalisePath(show(s.args[0] ?? unknown())), {
    mode: `${show(s.args[1] ?? unknown())}:${show(s.args[2] ?? unknown())}`,
  });
  return unknown();
};

// ---- data -----------------------------------------------------------------------------------------

const decoded = (str: string | undefined, taint: number): JsValue =>
  str === undefined ? unknown(taint | DECODED) : text(str, { taint: taint | DECODED, hidden: 'decoded' });

const BUFFER_FROM: Handler = (_w, s) => {
  const input = s.args[0] ?? unknown();
  const encoding = s.args[1]?.str ?? 'utf8';
  if (input.items !== undefined) {
    const codes = input.items.map((i) => i.num);
    const all = codes.every((c) => c !== undefined);
    return decoded(all ? Buffer.from(codes as number[]).toString('utf8') : undefined, taintOf(input));
  }
  if (encoding === 'base64' || encoding === 'hex' || encoding === 'base64url') {
    return decoded(isExact(input) ? decodeBuffer(show(input), encoding) : undefined, input.taint);
  }
  return { ...input, api: undefined, fn: undefined, taint: taintOf(input) };
};

const ATOB: Handler = (_w, s) => {
  const input = s.args[0] ?? unknown();
  return decoded(isExact(input) ? decodeBuffer(show(input), 'base64') : undefined, input.taint);
};

const UNESCAPE: Handler = (_w, s) => {
  const input = s.args[0] ?? unknown();
  if (!isExact(input)) return unknown(input.taint);
  const out = decodePercent(show(input));
  return isPercentEncoded(show(input)) ? decoded(out, input.taint) : text(out, { taint: input.taint });
};

const FROM_CHAR_CODE: Handler = (_w, s) => {
  const codes = s.api.endsWith('.apply') ? argvOf(s.args[1]) : s.args;
  const all = codes.every((c) => c.num !== undefined);
  const taint = codes.reduce((t, c) => t | c.taint, 0);
  // `String.fromCharCode(65)`: one character written as its code, a string utility rather than a disguise.
  if (codes.length === 1 && s.argNodes[0]?.type === 'number' && all)
    return text(String.fromCharCode(codes[0]!.num as number), { taint });
  return decoded(all ? String.fromCharCode(...codes.map((c) => c.num as number)) : undefined, taint);
};

const INFLATE: Handler = (_w, s) => unknown(taintOf(s.args[0] ?? unknown()) | DECODED);

const PASS_THROUGH: Handler = (_w, s) => {
  const v = s.args[0] ?? unknown();
  return { ...v, taint: taintOf(v) };
};

const STRINGIFY: Handler = (_w, s) => {
  const v = s.args[0] ?? unknown();
  const str = v.str !== undefined && v.exact === true ? JSON.stringify(v.str) : undefined;
  return str === undefined
    ? { taint: taintOf(v), ...(v.env ? { env: true } : {}) }
    : text(str, { taint: v.taint });
};

const OBJECT_LIST: Handler = (_w, s) => {
  const v = s.args[0] ?? unknown();
  const kind = /\.(\w+)$/.exec(s.api)?.[1];
  const taint = taintOf(v);
  if (v.props !== undefined && v.env !== true) {
    const entries = [...v.props];
    const items =
      kind === 'keys'
        ? entries.map(([k]) => text(k))
        : kind === 'values'
          ? entries.map(([, p]) => p)
          : entries.map(([k, p]) => ({ taint: p.taint, items: [text(k), p] }) as JsValue);
    return { taint: 0, items };
  }
  return unknown(taint);
};

const OBJECT_ASSIGN: Handler = (_w, s) => {
  const props = new Map<string, JsValue>();
  let taint = 0;
  let env = false;
  for (const a of s.args) {
    for (const [k, p] of a.props ?? []) props.set(k, p);
    taint |= taintOf(a);
    env ||= a.env === true;
  }
  return { taint, props, ...(env ? { env: true } : {}) };
};

const PATH_JOIN: Handler = (_w, s) => joinPaths(s.args, s.api === 'path.resolve');
const PATH_DIRNAME: Handler = (_w, s) => {
  const v = s.args[0] ?? unknown();
  const str = show(v);
  return { ...v, str: str.includes('/') ? str.slice(0, str.lastIndexOf('/')) || '/' : '.' };
};

// ---- methods of any value -------------------------------------------------------------------------

const receiverOf = (s: CallSite): JsValue => s.receiver ?? unknown();

/** `a.pipe(b)`: a socket into a shell's input, a shell's output into a socket, a download into a file. */
const PIPE: Handler = (w, s) => {
  const from = receiverOf(s);
  const to = s.args[0] ?? unknown();
  const fromHandle = from.handle;
  const toHandle = to.handle;
  if (toHandle?.type === 'child-stdin' && toHandle.fact !== undefined) {
    const fact = toHandle.fact;
    fact.stdin = taintList(taintBits(fact.stdin) | from.taint);
    if (fromHandle?.type === 'socket') fact.socketStdio = true;
  } else if (
    fromHandle?.type === 'child-stdout' &&
    toHandle?.type === 'socket' &&
    fromHandle.fact !== undefined
  ) {
    fromHandle.fact.socketStdio = true;
  } else if (toHandle?.type === 'file-stream') {
    writeFile(w, { ...s, node: s.node }, 'write', toHandle.path, unknown(from.taint));
  } else if (toHandle?.type === 'socket' || toHandle?.type === 'request') {
    networkFact(w, s, 'send', toHandle.fact.target, from.taint);
  }
  return to;
};

/** `x.write(data)`, `x.end(data)`, `ws.send(data)` on a socket, a request, a file stream or a child. */
const WRITE_TO: Handler = (w, s) => {
  const handle = receiverOf(s).handle;
  const data = s.args[0] ?? unknown();
  if (handle === undefined) return undefined;
  switch (handle.type) {
    case 'socket': {
      // `udp.send(msg, port, host)`: a datagram names its own destination.
      const port = s.args[1]?.num;
      const host = s.args[2]?.str;
      const target = port !== undefined && host !== undefined ? `${host}:${port}` : handle.fact.target;
      networkFact(w, s, 'send', target, taintOf(data), { api: handle.fact.api });
      break;
    }
    case 'request':
      if (s.args.length > 0 && data.fn === undefined) {
        handle.fact.op = 'send';
        handle.fact.sends = taintList(taintBits(handle.fact.sends) | taintOf(data));
      }
      break;
    case 'file-stream':
      if (s.args.length > 0 && data.fn === undefined) writeFile(w, s, 'write', handle.path, data);
      break;
    case 'child-stdin':
      if (handle.fact !== undefined) handle.fact.stdin = taintList(taintBits(handle.fact.stdin) | data.taint);
      break;
    default:
      break;
  }
  for (const a of s.args) if (a.fn !== undefined) w.callValue(a, [], s.node);
  return receiverOf(s);
};

/** `socket.connect(port, host, cb)` on a socket created with `new net.Socket()`. */
const CONNECT: Handler = (w, s) => {
  const handle = receiverOf(s).handle;
  if (handle?.type !== 'socket') return undefined;
  const target = socketTarget(s.args);
  Object.assign(handle.fact, { line: w.line(s.node), text: w.evidence(s.node) });
  if (target !== undefined && target !== '*') handle.fact.target = target;
  w.emit(handle.fact);
  for (const a of s.args) if (a.fn !== undefined) w.defer(() => w.callValue(a, [], s.node));
  return receiverOf(s);
};

/** `x.on('data', cb)`: the callback gets what the emitter carries. */
const ON: Handler = (w, s) => {
  const receiver = receiverOf(s);
  const event = s.args[0]?.str ?? '';
  const cb = s.args.find((a) => a.fn !== undefined);
  if (cb === undefined) return receiver;
  const handle: Handle | undefined = receiver.handle;
  const arg: JsValue =
    handle?.type === 'request' && event === 'response' ? response() : { taint: receiver.taint };
  w.callValue(cb, [arg, arg], s.node);
  return receiver;
};

const THEN: Handler = (w, s) => {
  const cb = s.args[0];
  const receiver = receiverOf(s);
  if (cb?.fn === undefined) return receiver;
  return w.callValue(cb, [{ ...receiver }], s.node);
};

const BODY: Handler = (_w, s) => unknown(taintOf(receiverOf(s)));

const TO_STRING: Handler = (_w, s) => {
  const r = receiverOf(s);
  const encoding = s.args[0]?.str;
  if (r.str === undefined) return unknown(taintOf(r));
  if ((encoding === 'base64' || encoding === 'hex') && r.exact === true)
    return text(Buffer.from(r.str).toString(encoding), { taint: r.taint });
  return { ...r, api: undefined, handle: undefined, items: undefined };
};

const SPLIT: Handler = (_w, s) => {
  const r = receiverOf(s);
  const sep = s.args[0];
  if (r.str === undefined || r.exact !== true || sep?.str === undefined) return unknown(r.taint);
  const parts = r.str.split(sep.str);
  if (parts.length > 4096) return unknown(r.taint);
  return {
    taint: 0,
    items: parts.map((p) =>
      text(p, { taint: r.taint, ...(r.hidden === undefined ? {} : { hidden: r.hidden }) }),
    ),
  };
};

const REVERSE: Handler = (_w, s) => {
  const r = receiverOf(s);
  if (r.items === undefined) return unknown(r.taint);
  const chars = r.items.every((i) => i.str !== undefined && i.str.length <= 1);
  // A string reversed character by character is text spelled backwards to be unreadable.
  return {
    taint: r.taint,
    items: [...r.items]
      .reverse()
      .map((i) => (chars ? { ...i, hidden: 'decoded' as const, taint: i.taint | DECODED } : i)),
  };
};

const JOIN: Handler = (_w, s) => {
  const r = receiverOf(s);
  if (r.items === undefined) return unknown(taintOf(r));
  const sep = s.args[0] === undefined ? text(',') : s.args[0];
  const parts = r.items.flatMap((item, i) => (i === 0 ? [item] : [sep, item]));
  const v = concat(parts);
  v.taint |= r.taint;
  // `['ev', 'al'].join('')`: a name assembled from pieces.
  if (r.items.length >= 2 && r.items.every((i) => i.exact === true)) v.hidden = hiding(v.hidden, 'split');
  return v;
};

const MAP: Handler = (w, s) => {
  const r = receiverOf(s);
  const fn = s.args[0];
  if (fn?.fn === undefined && fn?.api === undefined) return undefined;
  const out = w.eachItem(r, fn, s.node);
  return r.items === undefined
    ? unknown(out.reduce((t, v) => t | taintOf(v), taintOf(r)))
    : { taint: 0, items: out };
};

const FOR_EACH: Handler = (w, s) => {
  const fn = s.args[0];
  if (fn?.fn === undefined) return undefined;
  w.eachItem(receiverOf(s), fn, s.node);
  return unknown();
};

const KEEP_ITEMS: Handler = (w, s) => {
  const r = receiverOf(s);
  for (const a of s.args) if (a.fn !== undefined) w.eachItem(r, a, s.node);
  // `listing.filter(f => /\.env$/.test(f))`: of the files a listing found (names the walker cannot
  // know), what passes is the one the filter names.
  const kept = s.api === '.filter' ? s.args.find((a) => a.fn !== undefined) : undefined;
  const named = kept?.fn === undefined ? undefined : secretFileMatchedBy(kept.fn.node.text);
  if (named !== undefined && r.items?.every((i) => i.exact === true) !== true) {
    const known = (r.items ?? []).filter((i) => i.exact === true);
    return { taint: taintOf(r), items: [...known, { str: named, taint: taintOf(r) }] };
  }
  if (r.items === undefined) return unknown(taintOf(r));
  const extra = s.api === '.concat' ? s.args.flatMap((a) => a.items ?? [a]) : [];
  return { taint: r.taint, items: [...r.items, ...extra] };
};

const PUSH: Handler = (_w, s) => {
  const r = receiverOf(s);
  if (r.items !== undefined) r.items.push(...s.args);
  for (const a of s.args) r.taint |= taintOf(a);
  return unknown();
};

/**
 * `form.append('file', blob)`, `headers.set('Authorization', …)`, `params.set('k', v)`: a FormData,
 * Headers, URLSearchParams or Map now holds the value under its name, as an object literal would (so an
 * Authorization header set this way is still the request's credential).
 */
const SET: Handler = (_w, s) => {
  const r = receiverOf(s);
  const [key, value] = s.args;
  if (value === undefined) return unknown();
  if (key?.str === undefined) {
    r.taint |= taintOf(value);
    return unknown();
  }
  r.props ??= new Map();
  r.props.set(key.str, value);
  return unknown();
};

/**
 * `rc.match(/_authToken=(.+)/)`: one field picked out of a credential file is one credential, used the way
 * a client uses its own login (and judged as a secret), not the file shipped whole.
 */
const MATCH: Handler = (_w, s) => {
  const t = taintOf(s.receiver ?? unknown());
  const found = (t & SENSITIVE_FILE) === 0 ? t : (t & ~SENSITIVE_FILE) | SECRET;
  return unknown(s.args[0]?.credentialPattern === true ? found | SECRET : found);
};

/** `CRED_RE.exec(text)`: with a pattern written to find credentials, what it returns is one. */
const EXEC_PATTERN: Handler = (_w, s) => {
  const pattern = s.receiver;
  if (pattern?.credentialPattern !== true) return undefined;
  return unknown(taintOf(s.args[0] ?? unknown()) | SECRET);
};

const REPLACE: Handler = (_w, s) => {
  const r = receiverOf(s);
  const [pattern, replacement] = s.args;
  if (r.str !== undefined && pattern?.str !== undefined && replacement?.str !== undefined && pattern.exact) {
    const out =
      s.api === '.replaceAll'
        ? r.str.split(pattern.str).join(replacement.str)
        : r.str.replace(pattern.str, replacement.str);
    return { ...r, str: out, taint: r.taint | replacement.taint };
  }
  return {
    taint: r.taint | (replacement?.taint ?? 0),
    ...(r.hidden === undefined ? {} : { hidden: r.hidden }),
  };
};

const STRING_METHOD: Handler = (_w, s) => {
  const r = receiverOf(s);
  if (r.str === undefined) return undefined;
  const n = s.args.map((a) => a.num);
  let out: string | undefined;
  switch (s.api) {
    case '.trim':
      out = r.str.trim();
      break;
    case '.toLowerCase':
      out = r.str.toLowerCase();
      break;
    case '.toUpperCase':
      out = r.str.toUpperCase();
      break;
    case '.slice':
    case '.substring':
      if (r.exact === true) out = r.str[s.api === '.slice' ? 'slice' : 'substring'](n[0] ?? 0, n[1]);
      break;
    case '.substr':
      if (r.exact === true && n[0] !== undefined) out = r.str.substr(n[0], n[1]);
      break;
    case '.concat':
      return concat([r, ...s.args]);
    case '.charCodeAt':
      return r.exact === true && n[0] !== undefined
        ? { taint: r.taint, num: r.str.charCodeAt(n[0]) }
        : unknown(r.taint);
    default:
      return undefined;
  }
  return out === undefined ? unknown(r.taint) : { ...r, str: out };
};

const PROMISIFY: Handler = (_w, s) => s.args[0] ?? unknown();

/** `Reflect.apply(f, self, [args])`, `f.call(self, …)`, `f.apply(self, [args])`: a call of `f`. */
const REFLECT_APPLY: Handler = (w, s) =>
  w.callValue(s.args[0] ?? unknown(), [...(s.args[2]?.items ?? [])], s.node);

/** `new Promise((resolve) => …)`: what the executor resolves it with. */
const PROMISE: Handler = (w, s) => {
  const executor = s.args[0];
  if (executor?.fn === undefined) return undefined;
  const settled: { value: JsValue | undefined } = { value: undefined };
  w.callValue(executor, [{ taint: 0, settles: settled }, unknown()], s.node);
  return settled.value ?? unknown();
};

/** Deno's environment: `Deno.env.toObject()` is all of it, `Deno.env.get(name)` one variable. */
const DENO_ENV_OBJECT: Handler = () => ({ taint: ENVIRONMENT, api: 'process.env', env: true });
const DENO_ENV_GET: Handler = (w, s) => {
  const name = s.args[0]?.str;
  if (name === 'HOME' || name === 'USERPROFILE') return text('~');
  if (name !== undefined && isSecretName(name)) {
    w.emit({ kind: 'env', line: w.line(s.node), text: w.evidence(s.node), op: 'read', name });
    return unknown(SECRET);
  }
  return unknown();
};
const HOME: Handler = () => text('~');
/** What the user sees or copied: a screenshot of the desktop, the clipboard's content. */
const USER_DATA_SOURCE: Handler = () => unknown(USER_DATA);
const TMP: Handler = () => text('/tmp');
const CWD: Handler = () => text('.');
const USER_INFO: Handler = () => ({ taint: 0, props: new Map([['homedir', text('~')]]) });
const NUMBER: Handler = (_w, s) => {
  const v = s.args[0] ?? unknown();
  const radix = s.args[1]?.num;
  if (v.num !== undefined) return { taint: v.taint, num: v.num };
  if (v.exact !== true || v.str === undefined) return unknown(v.taint);
  const n = s.api === 'parseInt' ? Number.parseInt(v.str, radix) : Number(v.str);
  return Number.isNaN(n) ? unknown(v.taint) : { taint: v.taint, num: n };
};
const STRING: Handler = (_w, s) => {
  const v = s.args[0] ?? unknown();
  return v.str !== undefined || v.num !== undefined
    ? { ...v, str: show(v), exact: isExact(v), num: undefined }
    : unknown(taintOf(v));
};

const table: [string[], Handler][] = [
  [
    [
      'child_process.exec',
      'child_process.execSync',
      'shelljs.exec',
      'execa.command',
      'execa.commandSync',
      'execa.execaCommand',
      'execa.execaCommandSync',
      'execaCommand',
      'execaCommandSync',
      'zx.$',
      'Bun.$',
      '$',
    ],
    EXEC_STRING,
  ],
  [
    [
      'child_process.spawn',
      'child_process.spawnSync',
      'child_process.execFile',
      'child_process.execFileSync',
      'execa',
      'execa.execa',
      'execa.execaSync',
      'execa.sync',
      'cross-spawn',
      'cross-spawn.sync',
    ],
    SPAWN,
  ],
  [['child_process.fork'], FORK],
  [['cluster.fork'], CLUSTER_FORK],
  [['Bun.spawn', 'Bun.spawnSync'], BUN_SPAWN],
  [['Deno.Command', 'Deno.run'], DENO_COMMAND],
  [['eval', 'execScript'], EVAL],
  [['Function', 'AsyncFunction', 'Function.constructor', 'Reflect.construct'], FUNCTION],
  [
    [
      'vm.runInThisContext',
      'vm.runInNewContext',
      'vm.runInContext',
      'vm.Script',
      'vm.compileFunction',
      'vm.SourceTextModule',
      'vm.createScript',
    ],
    VM,
  ],
  [['setTimeout', 'setInterval', 'setImmediate'], TIMER],
  [['require', 'import'], REQUIRE],
  [
    [
      'node-serialize.unserialize',
      'funcster.deepDeserialize',
      'v8.deserialize',
      'serialize-to-js.deserialize',
      'cryo.parse',
    ],
    DESERIALIZE,
  ],
  [
    [
      'fetch',
      'undici.fetch',
      'undici.request',
      'got',
      'got.get',
      'got.post',
      'got.put',
      'got.patch',
      'superagent.get',
      'superagent.post',
      'ky',
      'ky.get',
      'ky.post',
      'request',
      'request.get',
      'request.post',
    ],
    FETCH,
  ],
  [
    [
      'axios',
      'axios.get',
      'axios.post',
      'axios.put',
      'axios.patch',
      'axios.delete',
      'axios.head',
      'axios.request',
      'axios.create',
      'axios.default',
    ],
    AXIOS,
  ],
  [
    [
      'http.get',
      'https.get',
      'http.request',
      'https.request',
      'http2.connect',
      'follow-redirects.https.get',
      'follow-redirects.http.get',
    ],
    HTTP,
  ],
  [['net.connect', 'net.createConnection', 'tls.connect'], NET_CONNECT],
  [['net.Socket', 'tls.TLSSocket', 'dgram.createSocket'], NEW_SOCKET],
  [['WebSocket', 'WebSocket.WebSocket'], WEBSOCKET],
  [['XMLHttpRequest'], XHR],
  [['.open'], OPEN],
  [
    [
      'dns.lookup',
      'dns.resolve',
      'dns.resolve4',
      'dns.resolve6',
      'dns.resolveTxt',
      'dns.resolveAny',
      'dns.resolveCname',
      'dns.resolveMx',
    ],
    DNS,
  ],
  [['navigator.sendBeacon'], BEACON],
  [
    [
      'fs.readFileSync',
      'fs.readFile',
      'fs.createReadStream',
      'fs.readJson',
      'fs.readJsonSync',
      'fs.readJSON',
      'fs.readJSONSync',
      'Bun.file',
      'Deno.readTextFile',
      'Deno.readTextFileSync',
      'Deno.readFile',
      'Deno.readFileSync',
    ],
    READ,
  ],
  [
    [
      'fs.readdirSync',
      'fs.readdir',
      'fs.opendirSync',
      'fs.opendir',
      'fs.globSync',
      'fs.glob',
      'glob',
      'glob.sync',
      'glob.glob',
      'glob.globSync',
      'fast-glob',
      'fast-glob.sync',
      'fast-glob.glob',
      'globby',
      'globby.globby',
      'globby.globbySync',
      'vscode.workspace.findFiles',
    ],
    LIST,
  ],
  [
    [
      'fs.writeFileSync',
      'fs.writeFile',
      'fs.appendFileSync',
      'fs.appendFile',
      'fs.outputFile',
      'fs.outputFileSync',
      'fs.writeJson',
      'fs.writeJsonSync',
      'fs.outputJson',
      'fs.outputJsonSync',
      'Bun.write',
      'Deno.writeTextFile',
      'Deno.writeTextFileSync',
      'Deno.writeFile',
      'Deno.writeFileSync',
    ],
    WRITE,
  ],
  [['fs.createWriteStream'], WRITE_STREAM],
  [
    [
      'fs.copyFileSync',
      'fs.copyFile',
      'fs.cpSync',
      'fs.cp',
      'fs.copy',
      'fs.copySync',
      'fs.renameSync',
      'fs.rename',
      'fs.move',
      'fs.moveSync',
      'fs.symlinkSync',
      'fs.symlink',
      'fs.linkSync',
      'fs.link',
    ],
    COPY,
  ],
  [
    [
      'fs.rmSync',
      'fs.rm',
      'fs.rmdirSync',
      'fs.rmdir',
      'fs.unlinkSync',
      'fs.unlink',
      'fs.remove',
      'fs.removeSync',
      'fs.emptyDir',
      'fs.emptyDirSync',
      'rimraf',
      'rimraf.sync',
      'rimraf.rimraf',
      'rimraf.rimrafSync',
      'rimrafSync',
      'del',
      'del.sync',
      'del.deleteSync',
      'deleteSync',
      'Deno.remove',
      'Deno.removeSync',
    ],
    DELETE,
  ],
  [['fs.chmodSync', 'fs.chmod', 'fs.lchmodSync', 'Deno.chmod', 'Deno.chmodSync'], CHMOD],
  [['fs.chownSync', 'fs.chown', 'fs.lchownSync'], CHOWN],
  [['Buffer.from', 'Buffer.alloc'], BUFFER_FROM],
  [['atob'], ATOB],
  [['unescape', 'decodeURIComponent', 'decodeURI'], UNESCAPE],
  [
    [
      'String.fromCharCode',
      'String.fromCodePoint',
      'String.fromCharCode.apply',
      'String.fromCodePoint.apply',
    ],
    FROM_CHAR_CODE,
  ],
  [
    [
      'zlib.inflateSync',
      'zlib.gunzipSync',
      'zlib.unzipSync',
      'zlib.inflateRawSync',
      'zlib.brotliDecompressSync',
      'pako.inflate',
      'pako.ungzip',
    ],
    INFLATE,
  ],
  [
    [
      'encodeURIComponent',
      'encodeURI',
      'escape',
      'btoa',
      'JSON.parse',
      'url.fileURLToPath',
      'require.resolve',
      'path.normalize',
      'path.basename',
    ],
    PASS_THROUGH,
  ],
  [['JSON.stringify'], STRINGIFY],
  [['Object.entries', 'Object.keys', 'Object.values', 'Object.getOwnPropertyNames'], OBJECT_LIST],
  [['Object.assign', 'Object.fromEntries', 'structuredClone'], OBJECT_ASSIGN],
  [['path.join', 'path.resolve'], PATH_JOIN],
  [['path.dirname'], PATH_DIRNAME],
  [['util.promisify'], PROMISIFY],
  [['Reflect.apply'], REFLECT_APPLY],
  [['Promise'], PROMISE],
  [['Promise.resolve'], PASS_THROUGH],
  [['os.homedir', 'Deno.homeDir'], HOME],
  [
    [
      'screenshot-desktop',
      'screenshot-desktop.default',
      'screenshot-desktop.all',
      'clipboardy.read',
      'clipboardy.readSync',
      'clipboardy.default.read',
      'clipboardy.default.readSync',
    ],
    USER_DATA_SOURCE,
  ],
  [['Deno.env.toObject'], DENO_ENV_OBJECT],
  [['Deno.env.get'], DENO_ENV_GET],
  [['os.tmpdir'], TMP],
  [['process.cwd'], CWD],
  [['os.userInfo'], USER_INFO],
  [['parseInt', 'Number', 'parseFloat'], NUMBER],
  [['String'], STRING],
  [['.pipe'], PIPE],
  [['.write', '.end', '.send'], WRITE_TO],
  [['.connect'], CONNECT],
  [['.on', '.once', '.addListener', '.addEventListener'], ON],
  [['.then', '.finally'], THEN],
  [['.text', '.json', '.arrayBuffer', '.blob', '.buffer', '.formData'], BODY],
  [['.toString'], TO_STRING],
  [['.split'], SPLIT],
  [['.reverse'], REVERSE],
  [['.join'], JOIN],
  [['.map', '.flatMap'], MAP],
  [['.forEach'], FOR_EACH],
  [['.filter', '.slice', '.concat', '.sort', '.flat'], KEEP_ITEMS],
  [['.push', '.unshift'], PUSH],
  [['.append', '.set'], SET],
  [['.replace', '.replaceAll'], REPLACE],
  [['.exec'], EXEC_PATTERN],
  [['.match', '.matchAll'], MATCH],
  [['.trim', '.toLowerCase', '.toUpperCase', '.substring', '.substr', '.charCodeAt'], STRING_METHOD],
];

/**
 * `crypto.createHmac('sha256', secret).update(query).digest('hex')`: a signature or digest proves the key is
 * held without carrying it (an exchange API's request signature), so it is sent as nothing secret.
 */
const DIGEST: Handler = () => ({ taint: 0, api: 'crypto.digest' });
table.push(
  [['crypto.createHmac', 'crypto.createHash', 'crypto.digest.update'], DIGEST],
  [['crypto.digest.digest'], () => ({ taint: 0 })],
);

const HANDLERS = new Map<string, Handler>();
for (const [names, handler] of table) for (const name of names) HANDLERS.set(name, handler);

/** Strings and lists: `.slice` and `.concat` mean one thing on each. */
const STRING_FIRST = new Set(['.slice', '.concat']);

/** Runs the handler of a known API, or returns undefined when the call is not one the walker models. */
export function callApi(w: JsWalker, site: CallSite): JsValue | undefined {
  const name = handlerName(site.api);
  if (STRING_FIRST.has(name) && site.receiver?.str !== undefined)
    return STRING_METHOD(w, { ...site, api: name });
  const handler = HANDLERS.get(name);
  return handler === undefined ? undefined : handler(w, { ...site, api: name });
}
