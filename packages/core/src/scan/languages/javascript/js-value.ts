import type { NetworkFact, ProcessFact } from '../../facts.js';
import type { JsScope } from './js-scope.js';
import type { JsNode } from './to-js-tree.js';

/**
 * What the walker knows of an object it cannot see into: a socket, a started program, a request being
 * written, a response being read, a file being written. Methods called on it (`pipe`, `write`, `end`)
 * become facts, or change the fact the object came from.
 */
export type Handle =
  | { type: 'socket'; fact: NetworkFact }
  | { type: 'request'; fact: NetworkFact }
  | { type: 'response' }
  | { type: 'child'; fact: ProcessFact | undefined }
  | { type: 'child-stdin'; fact: ProcessFact | undefined }
  | { type: 'child-stdout'; fact: ProcessFact | undefined }
  | { type: 'file-stream'; path: string; line: number; text: string };

/** A function of the unit and the scope it closes over. */
export interface JsFunction {
  node: JsNode;
  scope: JsScope;
}

/**
 * What an expression evaluates to, as far as the walker can tell. Everything is optional except taint:
 * an unknown value is `{ taint: 0 }`.
 */
export interface JsValue {
  /** The string it holds; unknown parts are written `*` (so `join(home, dir)` reads `~/*`). */
  str?: string;
  /** `str` has no unknown part. */
  exact?: boolean;
  num?: number;
  bool?: boolean;
  /** Taint bits (see `../shell/taint-bits.ts`). */
  taint: number;
  /** The module, module member or global it names: `child_process`, `fs.readFileSync`, `eval`, `process.env`. */
  api?: string;
  /**
   * Spelled so that a reader cannot see it: `split` for literal pieces (`'child_' + 'process'`, a join),
   * `decoded` for escapes, a decoder, a reversal or a table read through a computed index.
   */
  hidden?: Hiding;
  /** Assembled at run time from parts that are not literals (a template with a variable, `a + b`). */
  built?: boolean;
  fn?: JsFunction;
  items?: JsValue[];
  props?: Map<string, JsValue>;
  /** A class of the unit: `new` of it builds an instance from `props` and runs its constructor. */
  isClass?: boolean;
  /** The running script itself (`__filename`, `import.meta.url`, `process.argv[1]`). */
  self?: boolean;
  handle?: Handle;
  /** The whole process environment (`process.env`, a copy of it). */
  env?: boolean;
  /** A regular expression written to find credentials (`/AKIA[0-9A-Z]{16}/g`): what it matches is one. */
  credentialPattern?: boolean;
  /** The `resolve` of a promise: calling it settles the promise with its argument. */
  settles?: { value: JsValue | undefined };
}

export type Hiding = 'split' | 'decoded';

/** The stronger of two hidings. */
export function hiding(a: Hiding | undefined, b: Hiding | undefined): Hiding | undefined {
  return a === 'decoded' || b === 'decoded' ? 'decoded' : (a ?? b);
}

/** Longest string the walker builds: a loop doubling a string must not exhaust memory. */
const MAX_STRING_CHARS = 65_536;

export const unknown = (taint = 0): JsValue => ({ taint });

export function text(str: string, extra: Partial<JsValue> = {}): JsValue {
  return { str: str.slice(0, MAX_STRING_CHARS), exact: true, taint: 0, ...extra };
}

/** The string form of a value, `*` when unknown. */
export function show(v: JsValue): string {
  if (v.str !== undefined) return v.str;
  if (v.num !== undefined) return String(v.num);
  if (v.bool !== undefined) return String(v.bool);
  return '*';
}

export const isExact = (v: JsValue): boolean => v.exact === true || v.num !== undefined;

/** `a + b + …` of strings: what is known, with `*` for the rest. */
export function concat(parts: readonly JsValue[], extra: Partial<JsValue> = {}): JsValue {
  let str = '';
  let taint = 0;
  let exact = true;
  let hidden: Hiding | undefined;
  let self = false;
  for (const p of parts) {
    str += show(p);
    taint |= p.taint;
    exact &&= isExact(p);
    hidden = hiding(hidden, p.hidden);
    self ||= p.self === true;
    if (str.length > MAX_STRING_CHARS) break;
  }
  const value: JsValue = { str: str.slice(0, MAX_STRING_CHARS), exact, taint, ...extra };
  if (hidden !== undefined) value.hidden = hidden;
  if (self) value.self = true;
  return value;
}

/** One value for two possibilities (branches, `a || b`): what either holds, the taint of both. */
export function merge(a: JsValue, b: JsValue): JsValue {
  const known = (v: JsValue) =>
    v.str !== undefined ||
    v.api !== undefined ||
    v.fn !== undefined ||
    v.items !== undefined ||
    v.props !== undefined ||
    v.handle !== undefined;
  const base = known(a) ? a : b;
  return { ...base, taint: a.taint | b.taint, env: a.env === true || b.env === true || undefined };
}

/** Containers nested deeper than this are not looked into for taint (a cyclic object ends here). */
const MAX_TAINT_DEPTH = 4;
/** Entries of one container looked into: a string table of thousands is not read whole at every use. */
const MAX_TAINT_ENTRIES = 256;

/** Every value a container holds, for taint: an array's items, an object's properties, nested. */
export function taintOf(v: JsValue, depth = 0): number {
  let taint = v.taint;
  if (depth >= MAX_TAINT_DEPTH) return taint;
  let seen = 0;
  for (const item of v.items ?? []) {
    if (++seen > MAX_TAINT_ENTRIES) return taint;
    taint |= taintOf(item, depth + 1);
  }
  for (const prop of v.props?.values() ?? []) {
    if (++seen > MAX_TAINT_ENTRIES) return taint;
    taint |= taintOf(prop, depth + 1);
  }
  return taint;
}
