import type { ProcessFact } from '../../facts.js';
import type { PyNode } from './to-python-tree.js';

/** A function of the unit (or of a sibling module), read again at each call with its arguments bound. */
export interface PyFunction {
  name: string;
  node: PyNode;
  /** The module scope the function reads its globals from. */
  globals: Map<string, PyValue>;
  /** Facts of a function defined in another file are reported at the call, not at lines of that file. */
  foreign: boolean;
  called: boolean;
  /**
   * A transport or adapter hook (`handle_request` of an `httpx.BaseTransport` subclass, `send` of a
   * `requests` adapter): the client calls it with every request, its credentials in the headers.
   */
  receivesRequests?: boolean;
}

/**
 * What the walker knows about one Python value. Most fields are optional: an unknown value is `{ taint: 0 }`.
 * - `strs`: the text it may hold (a `for` variable over a list holds each item; bytes are latin1 text);
 *   `exact` says every part was known (a placeholder like `$name` stands for an unknown part);
 * - `ref`: a qualified name the value stands for (`os.system`, `subprocess`, `builtins.exec`), resolved
 *   through imports, aliases, `getattr` and `__import__`;
 * - `obj`: what a call returned, when the walker follows its methods (a socket, an open file, …);
 * - `items`, `dict`: elements of a literal list, tuple or dictionary;
 * - `fn`: a function of the unit.
 */
export interface PyValue {
  taint: number;
  strs?: string[];
  exact?: boolean;
  ref?: string;
  /** The name was computed (joined, decoded, looked up by a built string) rather than written. */
  hiddenName?: 'split' | 'decoded';
  /** A path inside the tree rooted here (an `os.walk` root or a `glob` base): what it names is under it. */
  under?: string;
  obj?: PyObject;
  items?: PyValue[];
  dict?: Map<string, PyValue>;
  fn?: PyFunction;
  /** `strs` lists every value it can take: a lookup in a table of literals (`ALLOWED[name]`). */
  oneOf?: true;
  /** An integer literal, for modes and loop bounds. */
  int?: number;
  /** True for `True`, `1` and the like, for `while` conditions and `shell=True`. */
  truthy?: boolean;
  /** The value is the whole process environment (or a copy of it). */
  wholeEnv?: boolean;
  /** A sibling module of the package: the names it defines. */
  module?: Map<string, PyValue>;
  /** A method of a value, looked up and not yet called (`resp.json`, `sock.send`). */
  bound?: { self: PyValue; name: string };
  /** What each element is, when the value is an iterable of unknown length (`glob`, a response's lines). */
  elem?: PyValue;
  /** The value names the running script itself (`__file__`, `sys.argv[0]`). */
  script?: boolean;
  /** The `self` of a method: its attributes are the object's. */
  instance?: boolean;
  /** The iterator never ends (`itertools.count()`). */
  endless?: boolean;
  /** `range(N)`: how many items. */
  range?: number;
}

/** Objects whose methods the walker follows. */
export type PyObject =
  | { kind: 'socket'; target?: string; fd?: boolean }
  | { kind: 'file'; path: string; mode: string }
  /**
   * A zip or tar archive at `path`: being written, what is added to it is read into the file; opened for
   * reading (`taint` what the file holds), what is extracted from it is written where it goes.
   */
  | { kind: 'archive'; path: string; taint?: number }
  | { kind: 'path' }
  | { kind: 'session'; api: string }
  | { kind: 'connection'; api: string; target: string }
  | { kind: 'request'; url: string; sends: number; data: boolean; authHeader: boolean }
  | { kind: 'resolver' }
  | { kind: 'code' }
  | { kind: 'database' }
  | { kind: 'process'; argv?: PyValue[]; copy?: boolean; fact?: ProcessFact }
  | { kind: 'class'; methods: Map<string, PyValue> }
  | { kind: 'crontab' }
  /** A compiled regular expression written to find credentials (`CREDENTIAL_PATTERN_RE`). */
  | { kind: 'credential-pattern' };

export const UNKNOWN: PyValue = { taint: 0 };

/** Possible texts kept per value: loops over long lists and products of concatenations stay bounded. */
export const MAX_ALTERNATIVES = 16;
/** Longest text a value carries; decoded blobs beyond it are cut (they are judged, not stored). */
export const MAX_TEXT_CHARS = 256 * 1024;

export function str(text: string, taint = 0): PyValue {
  return { taint, strs: [text.slice(0, MAX_TEXT_CHARS)], exact: true };
}

/** The first text of a value, or a placeholder naming what it came from. */
export function textOf(value: PyValue, placeholder = '$X'): string {
  return value.strs?.[0] ?? placeholder;
}

/** Texts of a value, with a placeholder when unknown. */
export function textsOf(value: PyValue, placeholder = '$X'): string[] {
  return value.strs ?? [placeholder];
}

/** Whether the value is a text known in full. */
export function isExact(value: PyValue): boolean {
  return value.strs !== undefined && value.exact === true;
}

/** Pieces joined as Python's `+`, f-strings and `join` do: every combination of alternatives, bounded. */
export function concat(parts: readonly PyValue[], placeholders?: readonly string[]): PyValue {
  let taint = 0;
  let exact = true;
  let texts: string[] = [''];
  parts.forEach((part, i) => {
    taint |= part.taint;
    if (!isExact(part)) exact = false;
    const options = textsOf(part, placeholders?.[i] ?? '$X');
    const next: string[] = [];
    for (const t of texts) {
      for (const o of options) {
        if (next.length >= MAX_ALTERNATIVES) break;
        next.push((t + o).slice(0, MAX_TEXT_CHARS));
      }
    }
    texts = next;
  });
  return { taint, strs: texts, exact };
}

/** The value a name stands for with more taint added. */
export function withTaint(value: PyValue, taint: number): PyValue {
  return taint === 0 || (value.taint & taint) === taint ? value : { ...value, taint: value.taint | taint };
}

/** Union of what several values carry, for containers and unknown calls. */
export function taintOfAll(values: readonly PyValue[]): number {
  let taint = 0;
  for (const v of values) taint |= v.taint;
  return taint;
}

/** What each element of an iterable is: an item of a known list, or a value like the container. */
export function elementOf(iterable: PyValue): PyValue {
  if (iterable.elem !== undefined) return iterable.elem;
  if (iterable.items !== undefined && iterable.items.length > 0) return mergeValues(iterable.items);
  return { taint: iterable.taint, ...(iterable.wholeEnv ? { wholeEnv: false } : {}) };
}

/** Either of several values (branches, returns, list items): taint of all, texts of each. */
export function mergeValues(values: readonly PyValue[]): PyValue {
  if (values.length === 0) return UNKNOWN;
  if (values.length === 1) return values[0] as PyValue;
  const strs: string[] = [];
  let exact = true;
  let known = true;
  for (const v of values) {
    if (v.strs === undefined) {
      known = false;
      continue;
    }
    if (v.exact !== true) exact = false;
    for (const s of v.strs) if (strs.length < MAX_ALTERNATIVES && !strs.includes(s)) strs.push(s);
  }
  const withRef =
    values.find((v) => v.ref !== undefined && /^(?:exec|eval|compile)$/.test(v.ref)) ??
    values.find((v) => v.ref !== undefined || v.fn !== undefined || v.obj !== undefined);
  const merged: PyValue = { ...(withRef ?? {}), taint: taintOfAll(values) };
  if (strs.length > 0) {
    merged.strs = strs;
    merged.exact = exact && known;
  }
  if (values.some((v) => v.wholeEnv)) merged.wholeEnv = true;
  return merged;
}
