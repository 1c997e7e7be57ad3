import { isSecretName } from '../shell/is-secret-name.js';
import {
  DECODED,
  ENVIRONMENT,
  NETWORK,
  SECRET,
  SENSITIVE_FILE,
  taintList,
  USER_DATA,
} from '../shell/taint-bits.js';
import { argOf, type CallHandler, type CallInfo } from './call-info.js';
import { readTaint, writeFile } from './file-calls.js';
import { DECODERS, ENCODERS, isHidingCodec, runDecoder } from './python-decoders.js';
import { canonicalName } from './python-names.js';
import { concat, isExact, MAX_ALTERNATIVES, str, taintOfAll, textOf } from './python-value.js';

import type { PyNode } from './to-python-tree.js';

/** `exec(code)`, `eval(code)`, `compile(code, …)`: the text runs; known text is read again as Python. */
const evaluate =
  (api: string): CallHandler =>
  (walker, call) => {
    const code = argOf(call, 0, 'source') ?? argOf(call, 0, 'object');
    if (code === undefined) return { taint: 0 };
    // `exec(compile(src, …))`: the compiled object was judged where it was compiled.
    if (code.obj?.kind === 'code') return { taint: code.taint };
    const known = isExact(code) && code.strs !== undefined;
    walker.emit({
      kind: 'exec',
      api,
      input: taintList(code.taint),
      line: walker.lineOf(call.node),
      text: walker.textOf(call.node),
      ...(known ? { code: textOf(code) } : {}),
    });
    if (known) walker.reparse(textOf(code), call.node);
    if (api === 'compile') return { taint: code.taint, obj: { kind: 'code' } };
    return { taint: code.taint & (NETWORK | DECODED) };
  };

const PACKAGE_PREFIX_RE = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*\.\$/;
const MODULE_NAME_RE = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;

/** `__import__("o" + "s")`, `importlib.import_module(name)`: a module by a name computed at run time. */
const importModule: CallHandler = (walker, call) => {
  const name = argOf(call, 0, 'name');
  if (name === undefined) return { taint: 0 };
  if (!isExact(name)) {
    // `import_module(f"plugins.{name}")`: a module of a package the name fixes (a plugin folder), not
    // any module at all, even when a downloaded list picks which; only a name that can be anything (or
    // is decoded, spelled to hide which) is dynamic code.
    if (
      (name.taint & DECODED) === 0 &&
      name.strs !== undefined &&
      name.strs.every((t) => PACKAGE_PREFIX_RE.test(t))
    )
      return { taint: 0 };
    // `import_module(ALLOWED[name])`: one of the skill's own modules from a table of literals. A table
    // that offers a module the extractor reads (`os`, `subprocess`) would hide which calls are made.
    if (
      name.oneOf === true &&
      name.strs?.every((m) => MODULE_NAME_RE.test(m) && !walker.knowsModule(m)) === true
    ) {
      for (const m of name.strs) walker.importsWritten(m, call.node);
      return { taint: 0 };
    }
    walker.emit({
      kind: 'exec',
      api: canonicalName(call.callee.ref ?? 'import_module'),
      input: taintList(name.taint),
      line: walker.lineOf(call.node),
      text: walker.textOf(call.node),
    });
    return { taint: name.taint };
  }
  walker.importsWritten(textOf(name), call.node);
  const hidden = !isLiteral(call.argNodes[0]);
  const how = (name.taint & DECODED) !== 0 ? 'decoded' : 'split';
  return { taint: 0, ref: canonicalName(textOf(name)), ...(hidden ? { hiddenName: how } : {}) };
};

/**
 * `runpy.run_path(p)`, `importlib.util.spec_from_file_location(name, p)`, `imp.load_source(name, p)`:
 * the file at `p` runs as Python; what the unit downloaded or decoded into it is executed.
 */
const loadSource =
  (pathAt: number): CallHandler =>
  (walker, call) => {
    const path = argOf(call, pathAt, pathAt === 0 ? 'path_name' : 'location');
    if (path === undefined) return { taint: 0 };
    let taint = path.taint & (NETWORK | DECODED);
    for (const p of path.strs ?? []) taint |= readTaint(walker, p) & (NETWORK | DECODED);
    if (taint !== 0)
      walker.emit({
        kind: 'exec',
        api: canonicalName(call.callee.ref ?? 'run_path'),
        input: taintList(taint),
        line: walker.lineOf(call.node),
        text: walker.textOf(call.node),
      });
    return { taint: 0 };
  };

function isLiteral(node: PyNode | undefined): boolean {
  return node?.type === 'string' && !node.namedChildren.some((c) => c.type === 'interpolation');
}

/** `getattr(os, "sys" + "tem")`: an attribute by a name that may be built to hide it. */
const getattr: CallHandler = (walker, call) => {
  const object = call.args[0];
  const name = call.args[1];
  if (object === undefined || name === undefined) return { taint: 0 };
  if (!isExact(name)) return { taint: object.taint | name.taint };
  const member = walker.attribute(object, textOf(name), true);
  if (member.ref !== undefined && !isLiteral(call.argNodes[1]))
    return { ...member, hiddenName: (name.taint & DECODED) !== 0 ? 'decoded' : 'split' };
  return member;
};

/** `vars(__builtins__)`, `__builtins__.__dict__`, `globals()`: namespaces looked up by key. */
const namespace: CallHandler = (_walker, call) => {
  const of = call.args[0];
  if (of === undefined || of.ref === 'builtins') return { taint: 0, ref: 'builtins' };
  if (of.ref !== undefined) return { taint: 0, ref: of.ref };
  return { taint: of.taint };
};

/** `os.getenv("X")`, `os.environ.get("X")`, `os.environ["X"]`: one variable; a secret by its name. */
export const readEnvironment: CallHandler = (walker, call) => {
  const name = call.args[0];
  if (name === undefined || !isExact(name)) return { taint: SECRET };
  const variable = textOf(name);
  const secret = isSecretName(variable);
  if (secret)
    walker.emit({
      kind: 'env',
      op: 'read',
      name: variable,
      line: walker.lineOf(call.node),
      text: walker.textOf(call.node),
    });
  const fallback = call.args[1];
  return {
    taint: (secret ? SECRET : 0) | (fallback?.taint ?? 0),
    strs: [`$${variable}`],
    exact: false,
  };
};

const wholeEnvironment: CallHandler = () => ({ taint: ENVIRONMENT, wholeEnv: true });

/**
 * A digest or an HMAC of a secret (`hmac.new(secret, query, sha256).hexdigest()`, an exchange API's request
 * signature) proves the caller holds the key without carrying it: what it is sent with is not the secret.
 */
const oneWay: CallHandler = (_walker, call) => ({
  taint: taintOfAll([...call.args, ...call.kw.values()]) & ~(SECRET | ENVIRONMENT | SENSITIVE_FILE),
});

/** Loaders that run code embedded in what they load. */
const deserialize =
  (api: string, safeModeOff = false): CallHandler =>
  (walker, call) => {
    let input = call.args[0] ?? call.kw.get('file') ?? call.kw.get('data') ?? { taint: 0 };
    // `pandas.read_pickle("https://…")`, `joblib.load(url)`: loaders that fetch what they load.
    if (isExact(input) && /^(?:https?|ftp|s3|gs):\/\//i.test(textOf(input))) {
      walker.emit({
        kind: 'network',
        op: 'fetch',
        target: textOf(input),
        sends: [],
        api,
        line: walker.lineOf(call.node),
        text: walker.textOf(call.node),
      });
      input = { ...input, taint: input.taint | NETWORK };
    }
    walker.emit({
      kind: 'deserialize',
      api,
      input: taintList(input.taint),
      ...(input.obj?.kind === 'file' ? { source: input.obj.path } : {}),
      ...(safeModeOff ? { safeModeOff } : {}),
      line: walker.lineOf(call.node),
      text: walker.textOf(call.node),
    });
    return { taint: input.taint };
  };

/** Loaders that are safe with `SafeLoader` (PyYAML) or `weights_only=True` (torch). */
const SAFE_YAML_LOADER_RE = /(?:^|\.)(?:C?SafeLoader|BaseLoader)$/;
const UNSAFE_YAML_LOADER_RE = /(?:^|\.)(?:C?UnsafeLoader|C?FullLoader|C?Loader)$/;
const yamlLoad =
  (api: string): CallHandler =>
  (walker, call) => {
    const loader = call.kw.get('Loader') ?? call.args[1];
    if (loader?.ref !== undefined && SAFE_YAML_LOADER_RE.test(loader.ref))
      return { taint: call.args[0]?.taint ?? 0 };
    const unsafe = loader?.ref !== undefined && UNSAFE_YAML_LOADER_RE.test(loader.ref);
    return deserialize(api, unsafe)(walker, call);
  };
const torchLoad: CallHandler = (walker, call) => {
  const weightsOnly = call.kw.get('weights_only');
  if (weightsOnly?.truthy === true) return { taint: call.args[0]?.taint ?? 0 };
  return deserialize('torch.load', weightsOnly?.truthy === false)(walker, call);
};
const numpyLoad: CallHandler = (walker, call) => {
  if (call.kw.get('allow_pickle')?.truthy !== true) return { taint: call.args[0]?.taint ?? 0 };
  return deserialize('numpy.load', true)(walker, call);
};

/** A decoder applied to known text yields the decoded text; to unknown text, only the taint. */
const decoder =
  (name: string): CallHandler =>
  (_walker, call) => {
    const input = call.args[0];
    if (input === undefined) return { taint: 0 };
    const codecArg = argOf(call, 1, 'encoding');
    const codec = codecArg === undefined ? undefined : textOf(codecArg, '');
    if (name === 'codecs.decode' && !isHidingCodec(codec)) return { ...input };
    const decode = DECODERS.get(name);
    const taint = input.taint | DECODED;
    if (decode === undefined || input.strs === undefined || !isExact(input)) return { taint };
    const out: string[] = [];
    for (const s of input.strs.slice(0, MAX_ALTERNATIVES)) {
      const decoded = runDecoder(decode, s, codec);
      if (decoded !== undefined) out.push(decoded);
    }
    return out.length === 0 ? { taint } : { taint, strs: out, exact: true };
  };

/** An encoder applied to known text yields the encoded text; the input's taint goes with it either way. */
const encoder =
  (encode: (input: string) => string): CallHandler =>
  (_walker, call) => {
    const input = call.args[0];
    if (input === undefined) return { taint: 0 };
    if (input.strs === undefined || !isExact(input)) return { taint: input.taint };
    return { taint: input.taint, strs: input.strs.slice(0, MAX_ALTERNATIVES).map(encode), exact: true };
  };

/** `chr(99)`: one character of a payload spelled as numbers. */
const chr: CallHandler = (_walker, call) => {
  const code = call.args[0];
  if (code?.int === undefined) return { taint: (code?.taint ?? 0) | DECODED };
  // Letters spelled as numbers hide words; a control character (`chr(27)` for a colour) hides nothing.
  const printable = code.int >= 0x20 && code.int < 0x7f;
  return { ...str(String.fromCodePoint(Math.max(0, Math.min(code.int, 0x10ffff))), printable ? DECODED : 0) };
};

/** `map(chr, codes)`, `map(str, [169, 254, …])`. */
const map: CallHandler = (walker, call) => {
  const fn = call.args[0];
  const items = call.args[1]?.items;
  if (fn === undefined || items === undefined) return { taint: taintOfAll(call.args) };
  const mapped = items.map((item) => {
    const info: CallInfo = { ...call, args: [item], kw: new Map(), callee: fn };
    if (fn.fn !== undefined) return walker.invoke(fn.fn, [item], new Map(), call.node);
    if (fn.ref === 'chr') return chr(walker, info) ?? { taint: 0 };
    if (fn.ref === 'str') return item.int !== undefined ? str(String(item.int), item.taint) : item;
    return { taint: item.taint };
  });
  return { taint: taintOfAll(mapped), items: mapped };
};

const reversedCall: CallHandler = (_walker, call) => {
  const input = call.args[0];
  if (input === undefined) return { taint: 0 };
  if (input.items !== undefined) return { taint: input.taint | DECODED, items: [...input.items].reverse() };
  const strs = input.strs?.map((s) => [...s].reverse().join(''));
  return { taint: input.taint | DECODED, ...(strs === undefined ? {} : { strs, exact: input.exact }) };
};

/** `bytes([99, 117, …])`, `bytearray(…)`: numbers as text. */
const bytesCall: CallHandler = (_walker, call) => {
  const input = call.args[0];
  if (input === undefined) return str('');
  if (input.items?.every((i) => i.int !== undefined))
    return str(String.fromCharCode(...input.items.map((i) => (i.int ?? 0) & 0xff)), input.taint | DECODED);
  return { ...input };
};

/** Output calls: the whole environment printed or logged is a dump. */
const output: CallHandler = (walker, call) => {
  // Printing each variable of the environment in a loop prints the environment.
  if ([...call.args, ...call.kw.values()].some((a) => a.wholeEnv === true || (a.taint & ENVIRONMENT) !== 0))
    walker.noteEnvironmentUse(call.node);
  const file = call.kw.get('file');
  if (file?.obj?.kind === 'file' && /[wax+]/.test(file.obj.mode))
    writeFile(
      walker,
      call.node,
      file.obj.path,
      file.obj.mode,
      taintOfAll(call.args),
      call.args.map((a) => textOf(a, '')).join(' '),
    );
  return { taint: 0 };
};

const formatCall: CallHandler = (_walker, call) => concat(call.args);

const rangeCall: CallHandler = (_walker, call) => {
  const [a, b] = call.args;
  const count =
    b === undefined ? a?.int : a?.int !== undefined && b.int !== undefined ? b.int - a.int : undefined;
  return { taint: 0, ...(count === undefined ? {} : { range: Math.max(0, count) }) };
};

/** What the user holds or does: the clipboard, the screen, browser cookies. */
const userData: CallHandler = () => ({ taint: USER_DATA, elem: { taint: USER_DATA } });

/**
 * A keyboard hook (`pynput.keyboard.Listener(on_press=f)`, `keyboard.on_press(f)`): the callbacks receive
 * every key the user presses, so they run with keystrokes as their argument.
 */
const keyboardHook: CallHandler = (walker, call) => {
  const callbacks = [...call.args, ...['on_press', 'on_release', 'callback'].map((k) => call.kw.get(k))];
  for (const cb of callbacks) {
    if (cb?.fn !== undefined) walker.invoke(cb.fn, [{ taint: USER_DATA }], new Map(), call.node);
  }
  return { taint: USER_DATA };
};

/**
 * Bytes copied into memory by `ctypes.memmove` / `RtlMoveMemory` / `WriteProcessMemory`, per walker: what a
 * thread started on that memory runs. Kept apart from variables because the copy is addressed by a pointer
 * the walker does not follow.
 */
const copiedToMemory = new WeakMap<object, number>();

const copyToMemory =
  (sourceAt: number): CallHandler =>
  (walker, call) => {
    const source = call.args[sourceAt];
    if (source !== undefined) copiedToMemory.set(walker, (copiedToMemory.get(walker) ?? 0) | source.taint);
    return { taint: 0 };
  };

/**
 * `CreateThread(…, ptr, …)`, `CreateRemoteThread`, `QueueUserAPC` after bytes were copied into memory: the
 * bytes run as machine code (a shellcode loader, T1055/T1620). Downloaded bytes make it a download-and-run.
 */
const runMemory: CallHandler = (walker, call) => {
  const copied = copiedToMemory.get(walker);
  if (copied === undefined) return { taint: 0 };
  walker.emit({
    kind: 'exec',
    api: 'native code',
    input: taintList(copied | taintOfAll(call.args)),
    line: walker.lineOf(call.node),
    text: walker.textOf(call.node),
  });
  return { taint: 0 };
};

const endlessIterator: CallHandler = () => ({ taint: 0, endless: true });
const sysExit: CallHandler = () => ({ taint: 0 });

const entries: [string, CallHandler][] = [
  ['exec', evaluate('exec')],
  ['eval', evaluate('eval')],
  ['compile', evaluate('compile')],
  ['execfile', evaluate('execfile')],
  ['__import__', importModule],
  ['importlib.import_module', importModule],
  ['importlib.__import__', importModule],
  ['runpy.run_path', loadSource(0)],
  ['importlib.util.spec_from_file_location', loadSource(1)],
  ['importlib.machinery.SourceFileLoader', loadSource(1)],
  ['imp.load_source', loadSource(1)],
  ['getattr', getattr],
  ['vars', namespace],
  ['globals', () => ({ taint: 0 })],
  ['os.getenv', readEnvironment],
  ...['hmac.new', 'hmac.digest', 'hashlib.new', 'hashlib.pbkdf2_hmac', 'hashlib.scrypt'].map(
    (api): [string, CallHandler] => [api, oneWay],
  ),
  ...[
    'md5',
    'sha1',
    'sha224',
    'sha256',
    'sha384',
    'sha512',
    'blake2b',
    'blake2s',
    'sha3_256',
    'sha3_512',
  ].map((name): [string, CallHandler] => [`hashlib.${name}`, oneWay]),
  ['os.environ.get', readEnvironment],
  ['os.environ.setdefault', readEnvironment],
  ['os.environ.pop', readEnvironment],
  ['os.getenvb', readEnvironment],
  ['os.environ.copy', wholeEnvironment],
  ['os.environ.items', wholeEnvironment],
  ['os.environ.keys', wholeEnvironment],
  ['os.environ.values', wholeEnvironment],
  ['pickle.load', deserialize('pickle.load')],
  ['pickle.loads', deserialize('pickle.loads')],
  ['pickle.Unpickler', deserialize('pickle.Unpickler')],
  ['marshal.load', deserialize('marshal.load')],
  ['marshal.loads', deserialize('marshal.loads')],
  ['shelve.open', deserialize('shelve.open')],
  ['joblib.load', deserialize('joblib.load')],
  ['jsonpickle.decode', deserialize('jsonpickle.decode')],
  ['jsonpickle.loads', deserialize('jsonpickle.loads')],
  ['pandas.read_pickle', deserialize('pandas.read_pickle')],
  ['yaml.load', yamlLoad('yaml.load')],
  ['yaml.load_all', yamlLoad('yaml.load_all')],
  ['yaml.unsafe_load', deserialize('yaml.unsafe_load', true)],
  ['yaml.unsafe_load_all', deserialize('yaml.unsafe_load_all', true)],
  ['yaml.full_load', deserialize('yaml.full_load', true)],
  ['torch.load', torchLoad],
  ['numpy.load', numpyLoad],
  ['np.load', numpyLoad],
  ['chr', chr],
  ['map', map],
  ['reversed', reversedCall],
  ['bytes', bytesCall],
  ['bytearray', bytesCall],
  ['print', output],
  ['pprint.pprint', output],
  ['format', formatCall],
  ['range', rangeCall],
  ['itertools.count', endlessIterator],
  ['itertools.cycle', endlessIterator],
  ['itertools.repeat', (_w, call) => (call.args.length > 1 ? { taint: 0 } : { taint: 0, endless: true })],
  ['sys.exit', sysExit],
  ['pyperclip.paste', userData],
  // What is on the user's screen: whatever windows, mail and documents are open (screen capture).
  ['pyautogui.screenshot', userData],
  ['PIL.ImageGrab.grab', userData],
  ['ImageGrab.grab', userData],
  ['mss.mss', userData],
  ['pyscreenshot.grab', userData],
  ['ctypes.memmove', copyToMemory(1)],
  ['ctypes.windll.kernel32.RtlMoveMemory', copyToMemory(1)],
  ['ctypes.windll.kernel32.WriteProcessMemory', copyToMemory(2)],
  ['ctypes.windll.kernel32.CreateThread', runMemory],
  ['ctypes.windll.kernel32.CreateRemoteThread', runMemory],
  ['ctypes.windll.kernel32.QueueUserAPC', runMemory],
  ['pynput.keyboard.Listener', keyboardHook],
  ['keyboard.on_press', keyboardHook],
  ['keyboard.on_release', keyboardHook],
  ['keyboard.hook', keyboardHook],
  ['keyboard.record', userData],
  ['keyboard.read_key', userData],
  ['keyboard.read_event', userData],
  ['clipboard.paste', userData],
  ['PIL.ImageGrab.grab', userData],
  ['pyautogui.screenshot', userData],
  ['browser_cookie3.chrome', userData],
  ['browser_cookie3.firefox', userData],
  ['browser_cookie3.load', userData],
];
for (const name of DECODERS.keys()) entries.push([name, decoder(name)]);
for (const [name, encode] of ENCODERS) entries.push([name, encoder(encode)]);
for (const level of ['debug', 'info', 'warning', 'error', 'critical', 'exception', 'log'])
  entries.push([`logging.${level}`, output]);

export const CODE_CALLS: ReadonlyMap<string, CallHandler> = new Map(entries);
