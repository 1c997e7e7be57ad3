import type { Stream } from './invocation.js';
import type { ShellScope, ShellValue } from './shell-scope.js';
import { decodeEscapes } from './static-decoders.js';
import type { SyntaxNode as Node } from './to-syntax-tree.js';

/** A word resolved as far as the script's own assignments allow, with every value it may take. */
export interface Resolved {
  values: string[];
  taint: number;
  secrets?: readonly string[];
  /** Holds the text of a substitution that did not resolve to a value. */
  dynamic: boolean;
  /** Names the running script (`$0`, `${BASH_SOURCE[0]}`). */
  self: boolean;
  /** A process substitution `<(…)`. */
  substitution: boolean;
  /**
   * An array's elements, when the word is the array itself or `${arr[@]}`: each becomes its own argument
   * with its own taint, so a token in one header does not taint the header beside it.
   */
  elements?: readonly Resolved[];
}

/** What resolving needs from the walker: variables, and running the commands of a substitution. */
export interface WordHost {
  readonly scope: ShellScope;
  /** Runs the statements of `$(…)` or `` `…` `` and returns what they print. */
  substitute(node: Node): Stream;
  /** Runs the command of `<(…)` or `>(…)` and returns what reading it gives. */
  processSubstitute(node: Node): Stream;
  /** A variable the unit did not assign comes from the environment. */
  readEnvironment(name: string, node: Node): { taint: number; secrets?: readonly string[] };
}

/** A disk device the script picks at run time from the list of disks: whichever it is, it is a disk. */
export const DISK_DEVICE = '/dev/$disk';

/** Marks where an unquoted expansion splits the word (`curl${IFS}-s`, an unquoted `$(…)`). */
export const WORD_BREAK = '\u0001';

/** A `for` variable over a long list or a loop variable inside a loop variable: enough to judge. */
const MAX_ALTERNATIVES = 8;
/** `X=$X$X` doubling in a loop must not grow without bound. */
const MAX_VALUE_CHARS = 8192;
/** Words nested deeper than this (`$($($(…)))`) are taken as written. */
const MAX_DEPTH = 64;

const EMPTY: Resolved = { values: [''], taint: 0, dynamic: false, self: false, substitution: false };

function literal(value: string): Resolved {
  return { values: [value], taint: 0, dynamic: false, self: false, substitution: false };
}

function joinSecrets(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): string[] | undefined {
  if (b === undefined || b.length === 0) return a === undefined ? undefined : [...a];
  if (a === undefined || a.length === 0) return [...b];
  return [...new Set([...a, ...b])];
}

/** Cross product of the pieces' values, capped: `"$d"/x` over `for d in a b` gives `a/x` and `b/x`. */
export function concatResolved(parts: readonly Resolved[]): Resolved {
  if (parts.length === 1) return parts[0] ?? EMPTY;
  let values = [''];
  let taint = 0;
  let secrets: string[] | undefined;
  let dynamic = false;
  let self = false;
  let substitution = false;
  for (const part of parts) {
    const next: string[] = [];
    for (const head of values)
      for (const tail of part.values) {
        if (next.length >= MAX_ALTERNATIVES) break;
        const joined = head + tail;
        next.push(joined.length > MAX_VALUE_CHARS ? joined.slice(0, MAX_VALUE_CHARS) : joined);
      }
    values = next;
    taint |= part.taint;
    secrets = joinSecrets(secrets, part.secrets);
    dynamic ||= part.dynamic;
    self ||= part.self;
    substitution ||= part.substitution;
  }
  return { values, taint, secrets, dynamic, self, substitution };
}

function fromValue(value: ShellValue): Resolved {
  return {
    values: value.values,
    taint: value.taint,
    secrets: value.secrets,
    dynamic: value.dynamic,
    self: false,
    substitution: false,
  };
}

/** `${arr[@]}`: the whole array, one argument per element when the script assigned it as one. */
function lookupElements(name: string, node: Node, host: WordHost, quoted: boolean): Resolved {
  const whole = lookup(name, node, host, quoted);
  const elements = host.scope.vars.get(name)?.elements;
  return elements === undefined ? whole : { ...whole, elements: elements.map(fromValue) };
}

/** Backslashes outside quotes escape the next character; `\<newline>` joins lines. */
function unescapeBare(text: string): string {
  if (!text.includes('\\')) return text;
  return text.replace(/\\(\n|[\s\S])/g, (_all, c: string) => (c === '\n' ? '' : c));
}

/** Inside double quotes (and unquoted heredocs) a backslash escapes only `$`, `` ` ``, `\`, newline (and `"`). */
function unescapeQuoted(text: string, heredoc: boolean): string {
  if (!text.includes('\\')) return text;
  const re = heredoc ? /\\([$`\\\n])/g : /\\([$`"\\\n])/g;
  return text.replace(re, (_all, c: string) => (c === '\n' ? '' : c));
}

/** Whitespace in an unquoted substitution's output separates words. */
function splitUnquoted(r: Resolved): Resolved {
  if (!r.values.some((v) => /\s/.test(v))) return r;
  return { ...r, values: r.values.map((v) => v.trim().replace(/\s+/g, WORD_BREAK)) };
}

const SELF_NAMES = new Set(['0', 'BASH_SOURCE']);

export function resolveWord(node: Node, host: WordHost, quoted = false, depth = 0): Resolved {
  if (depth > MAX_DEPTH) return { ...literal(node.text), dynamic: true };
  switch (node.type) {
    case 'word':
      return literal(unescapeBare(node.text));
    case 'raw_string':
      return literal(node.text.slice(1, -1));
    case 'ansi_c_string':
      return literal(decodeEscapes(node.text.slice(2, -1)));
    case 'string':
    case 'translated_string':
      return resolvePieces(node, host, false, depth);
    case 'heredoc_body':
      return resolvePieces(node, host, true, depth);
    case 'concatenation': {
      const parts: Resolved[] = [];
      for (const child of node.namedChildren)
        if (child !== null) parts.push(resolveWord(child, host, quoted, depth + 1));
      return concatResolved(parts);
    }
    case 'simple_expansion': {
      const name = node.namedChildren[0];
      if (name === undefined || name === null) return literal('$');
      const value = lookup(name.text, node, host, quoted);
      // `$FLAGS` unquoted is split into words (`PORTS="22 80"; nc -z h $PORTS`).
      return quoted ? value : splitUnquoted(value);
    }
    case 'expansion': {
      const value = resolveExpansion(node, host, quoted, depth);
      return quoted ? value : splitUnquoted(value);
    }
    case 'command_substitution': {
      const out = host.substitute(node);
      const value =
        out.text !== undefined && out.partial !== true && !out.endless
          ? out.text.replace(/\n+$/, '')
          : out.device === true
            ? DISK_DEVICE
            : undefined;
      const resolved: Resolved = {
        values: [value ?? node.text],
        taint: out.taint,
        secrets: out.secrets,
        dynamic: value === undefined,
        self: false,
        substitution: false,
      };
      return quoted || value === undefined ? resolved : splitUnquoted(resolved);
    }
    case 'process_substitution': {
      const out = host.processSubstitute(node);
      return {
        values: [node.text],
        taint: out.taint,
        secrets: out.secrets,
        dynamic: true,
        self: false,
        substitution: true,
      };
    }
    case 'array': {
      const parts: Resolved[] = [];
      const elements: Resolved[] = [];
      for (const child of node.namedChildren) {
        if (child === null) continue;
        if (parts.length > 0) parts.push(literal(' '));
        const element = resolveWord(child, host, true, depth + 1);
        parts.push(element);
        elements.push(element);
      }
      return parts.length === 0 ? literal('') : { ...concatResolved(parts), elements };
    }
    default:
      return literal(node.text);
  }
}

/** A double-quoted string or heredoc body: literal runs between expansions, read with their escapes. */
function resolvePieces(node: Node, host: WordHost, heredoc: boolean, depth: number): Resolved {
  const text = node.text;
  const start = node.startIndex;
  const parts: Resolved[] = [];
  let at = node.type === 'string' ? 1 : node.type === 'translated_string' ? 2 : 0;
  const end = node.type === 'heredoc_body' ? text.length : text.length - 1;
  for (const child of node.namedChildren) {
    if (child === null) continue;
    const from = child.startIndex - start;
    if (from > at) parts.push(literal(unescapeQuoted(text.slice(at, from), heredoc)));
    const to = child.endIndex - start;
    if (child.type === 'string_content' || child.type === 'heredoc_content')
      parts.push(literal(unescapeQuoted(text.slice(from, to), heredoc)));
    else parts.push(resolveWord(child, host, true, depth + 1));
    at = Math.max(at, to);
  }
  if (end > at) parts.push(literal(unescapeQuoted(text.slice(at, end), heredoc)));
  return parts.length === 0 ? literal('') : concatResolved(parts);
}

function lookup(name: string, node: Node, host: WordHost, quoted: boolean): Resolved {
  if (SELF_NAMES.has(name)) return { ...literal('$0'), self: true };
  if (name === 'IFS') return literal(quoted ? ' ' : WORD_BREAK);
  const { scope } = host;
  if (/^[1-9]$/.test(name)) {
    const arg = scope.positional?.[Number(name) - 1];
    return arg === undefined ? literal(`$${name}`) : fromValue(arg);
  }
  if (name === '@' || name === '*') {
    if (scope.positional === undefined) return literal(`$${name}`);
    const parts: Resolved[] = [];
    for (const arg of scope.positional) {
      if (parts.length > 0) parts.push(literal(quoted ? ' ' : WORD_BREAK));
      parts.push(fromValue(arg));
    }
    return parts.length === 0 ? literal('') : concatResolved(parts);
  }
  const value = scope.vars.get(name);
  if (value !== undefined) return fromValue(value);
  if (!/^[A-Za-z_]\w*$/.test(name)) return literal(`$${name}`);
  const env = host.readEnvironment(name, node);
  return {
    values: [`$${name}`],
    taint: env.taint,
    secrets: env.secrets,
    dynamic: false,
    self: false,
    substitution: false,
  };
}

/** `${X}`, `${X:-default}`, `${X:?}`, `${X#pat}`, `${X//a/b}`, `${!X}`, `${#X}`, `${a[0]}`. */
function resolveExpansion(node: Node, host: WordHost, quoted: boolean, depth: number): Resolved {
  let prefix = '';
  let name: string | undefined;
  let operator: string | undefined;
  let wholeArray = false;
  const operands: Node[] = [];
  for (const child of node.children) {
    if (child === null) continue;
    const type = child.type;
    if (type === '${' || type === '}') continue;
    if (name === undefined) {
      if (type === 'variable_name' || type === 'special_variable_name' || type === 'number')
        name = child.text;
      else if (type === 'subscript') {
        const base = child.field('name')?.text ?? '';
        const index = child.field('index')?.text ?? '';
        wholeArray = index === '@';
        // `${BASH_SOURCE[0]}` is the script; `${arr[@]}` stands for the whole array.
        name =
          base === 'BASH_SOURCE' || index === '@' || index === '*' || index === '0'
            ? base
            : `${base}[${index}]`;
      } else if (!child.isNamed) prefix += type;
      continue;
    }
    if (operator === undefined && !child.isNamed) operator = type;
    else operands.push(child);
  }
  if (name === undefined) return literal(node.text);
  if (prefix === '#') return literal(node.text);
  if (prefix === '!') {
    const pointer = host.scope.vars.get(name)?.values[0];
    return pointer !== undefined && /^[A-Za-z_]\w*$/.test(pointer)
      ? lookup(pointer, node, host, quoted)
      : { ...literal(node.text), dynamic: true };
  }
  const known =
    host.scope.vars.has(name) ||
    SELF_NAMES.has(name) ||
    (/^[1-9@*]$/.test(name) && host.scope.positional !== undefined);
  if (operator === undefined && prefix === '' && wholeArray) return lookupElements(name, node, host, quoted);
  const base = lookup(name, node, host, quoted);
  if (operator === undefined) return base;
  const operand = (): Resolved => {
    const parts: Resolved[] = [];
    for (const o of operands) parts.push(resolveWord(o, host, quoted, depth + 1));
    return parts.length === 0 ? literal('') : concatResolved(parts);
  };
  switch (operator) {
    case ':-':
    case '-':
    case ':=':
    case '=': {
      const empty = base.values.every((v) => v === '');
      if (known && !(empty && operator.startsWith(':'))) return base;
      const fallback = operand();
      // An environment variable may be set; the default is what the script falls back to, and is what
      // a reader of the script is told (`rm -rf "${DIR:-/}"` deletes `/` when DIR is unset).
      const result: Resolved = {
        ...fallback,
        taint: fallback.taint | base.taint,
        secrets: joinSecrets(fallback.secrets, base.secrets),
      };
      if (operator.endsWith('='))
        host.scope.vars.set(name, {
          values: result.values,
          taint: result.taint,
          secrets: result.secrets,
          dynamic: result.dynamic,
        });
      return result;
    }
    case ':?':
    case '?':
      return base;
    case ':+':
    case '+':
      return known ? operand() : { ...literal(node.text), taint: base.taint };
    case '#':
    case '##':
    case '%':
    case '%%':
      return known
        ? mapValues(base, (v) => trimPattern(v, operand().values[0] ?? '', operator))
        : { ...base, values: [node.text] };
    case '/':
    case '//':
    case '/#':
    case '/%': {
      if (!known) return { ...base, values: [node.text] };
      const [pattern, replacement] = splitReplacement(operands, host, depth);
      return mapValues(base, (v) => replacePattern(v, pattern, replacement, operator));
    }
    case '^^':
      return mapValues(base, (v) => v.toUpperCase());
    case ',,':
      return mapValues(base, (v) => v.toLowerCase());
    case ':': {
      const numbers = operands.map((o) => Number.parseInt(o.text, 10));
      const offset = numbers[0];
      if (!known || offset === undefined || Number.isNaN(offset)) return { ...base, values: [node.text] };
      const length = numbers[1];
      return mapValues(base, (v) => {
        const from = offset < 0 ? Math.max(0, v.length + offset) : offset;
        return length === undefined || Number.isNaN(length) ? v.slice(from) : v.slice(from, from + length);
      });
    }
    default:
      return { ...base, values: [node.text] };
  }
}

function mapValues(r: Resolved, f: (v: string) => string): Resolved {
  return { ...r, values: r.values.map(f) };
}

function splitReplacement(operands: Node[], host: WordHost, depth: number): [string, string] {
  let pattern = '';
  let replacement = '';
  let inReplacement = false;
  for (const o of operands) {
    if (!o.isNamed && o.type === '/') {
      inReplacement = true;
      continue;
    }
    const value = resolveWord(o, host, true, depth + 1).values[0] ?? '';
    if (inReplacement) replacement += value;
    else pattern += value;
  }
  return [pattern, replacement];
}

/** A shell glob as a regular expression body. */
function globSource(glob: string, greedy: boolean): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] ?? '';
    if (c === '*') out += greedy ? '[\\s\\S]*' : '[\\s\\S]*?';
    else if (c === '?') out += '[\\s\\S]';
    else if (c === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close === -1) out += '\\[';
      else {
        out += `[${glob
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = close;
      }
    } else out += c.replace(/[.+^${}()|\\/]/g, '\\$&');
  }
  return out;
}

function trimPattern(value: string, pattern: string, operator: string): string {
  if (operator.startsWith('#')) {
    const match = new RegExp(`^(?:${globSource(pattern, operator === '##')})`).exec(value);
    return match === null ? value : value.slice(match[0].length);
  }
  const whole = new RegExp(`^(?:${globSource(pattern, true)})$`);
  if (operator === '%') {
    for (let i = value.length; i >= 0; i--) if (whole.test(value.slice(i))) return value.slice(0, i);
  } else {
    for (let i = 0; i <= value.length; i++) if (whole.test(value.slice(i))) return value.slice(0, i);
  }
  return value;
}

function replacePattern(value: string, pattern: string, replacement: string, operator: string): string {
  if (pattern === '') return value;
  const source = globSource(pattern, true);
  const anchored = operator === '/#' ? `^(?:${source})` : operator === '/%' ? `(?:${source})$` : source;
  const re = new RegExp(anchored, operator === '//' ? 'g' : '');
  return value.replace(re, () => replacement);
}
