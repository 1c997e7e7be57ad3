/**
 * A case-insensitive regular-expression matcher that runs in time linear in the text (a Thompson NFA
 * simulated over state sets), for catalog search. Queries and skill descriptions can both come from
 * untrusted users; with the built-in backtracking engine a pattern such as `(a+)+$` or `[^z]*z` pins
 * the gateway's event loop for seconds. Supported: literals, `.`, classes (`[a-z]`, `[^…]`, `\d \w
 * \s` and negations), escapes, `^ $ \b \B`, groups (capturing, `(?:…)`, named), alternation, and the
 * quantifiers `* + ? {n} {n,} {n,m}` (greedy or lazy). Lookarounds and backreferences are not: a
 * pattern using them, one that expands beyond `MAX_PATTERN_STATES`, or any pattern the JavaScript
 * engine rejects yields `undefined`, and the caller searches the literal text instead.
 * Patterns without quantifiers or groups (plain words, `pdf|docx`, `^git`) cannot backtrack badly and
 * run on the built-in engine, which is much faster; the tests hold both paths to its answers.
 */

/**
 * Bounds the work per character of text (at most this many live states) and the size of `{n,m}`
 * expansions. Hand-written search patterns stay far below it.
 */
export const MAX_PATTERN_STATES = 64;

type CharTest = (code: number) => boolean;
type AssertKind = 'start' | 'end' | 'word' | 'not-word';

type Node =
  | { kind: 'char'; test: CharTest }
  | { kind: 'assert'; assert: AssertKind }
  | { kind: 'group'; alternatives: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

class Unsupported extends Error {}

const isDigit: CharTest = (c) => c >= 48 && c <= 57;
const isWordChar: CharTest = (c) => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const SPACE_CODES = new Set([
  9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
]);
const isSpace: CharTest = (c) => SPACE_CODES.has(c) || (c >= 0x2000 && c <= 0x200a);
const isLineTerminator: CharTest = (c) => c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

/** The other-case form of a code unit when it is a single code unit, else the unit itself. */
function otherCase(c: number, to: 'lower' | 'upper'): number {
  if (c < 128) {
    if (to === 'lower') return c >= 65 && c <= 90 ? c + 32 : c;
    return c >= 97 && c <= 122 ? c - 32 : c;
  }
  const ch = String.fromCharCode(c);
  const changed = to === 'lower' ? ch.toLowerCase() : ch.toUpperCase();
  return changed.length === 1 ? changed.charCodeAt(0) : c;
}

/** Case-insensitive: a character matches when it, or its lower or upper case form, does. */
function caseless(test: CharTest): CharTest {
  return (c) => test(c) || test(otherCase(c, 'lower')) || test(otherCase(c, 'upper'));
}

function not(test: CharTest): CharTest {
  return (c) => !test(c);
}

class Parser {
  private pos = 0;

  constructor(private readonly source: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.pos < this.source.length) throw new Unsupported('unbalanced )');
    return node;
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.pos + offset];
  }

  private alternation(): Node {
    const alternatives: Node[][] = [this.sequence()];
    while (this.peek() === '|') {
      this.pos++;
      alternatives.push(this.sequence());
    }
    return { kind: 'group', alternatives };
  }

  private sequence(): Node[] {
    const nodes: Node[] = [];
    while (this.pos < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      nodes.push(this.quantified(atom));
    }
    return nodes;
  }

  private quantified(atom: Node): Node {
    const bounds = this.quantifier();
    if (bounds === undefined) return atom;
    if (atom.kind === 'assert') throw new Unsupported('quantified assertion');
    if (this.peek() === '?') this.pos++; // lazy: same answer for a yes/no match
    return { kind: 'repeat', node: atom, ...bounds };
  }

  private quantifier(): { min: number; max: number } | undefined {
    const ch = this.peek();
    if (ch === '*' || ch === '+' || ch === '?') {
      this.pos++;
      return { min: ch === '+' ? 1 : 0, max: ch === '?' ? 1 : Number.POSITIVE_INFINITY };
    }
    if (ch !== '{') return undefined;
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.pos));
    if (!braces) return undefined; // a lone `{` is a literal character
    this.pos += braces[0].length;
    const min = Number(braces[1]);
    const max =
      braces[2] === undefined ? min : braces[3] === '' ? Number.POSITIVE_INFINITY : Number(braces[3]);
    return { min, max };
  }

  private atom(): Node {
    const ch = this.source[this.pos++]!;
    switch (ch) {
      case '^':
        return { kind: 'assert', assert: 'start' };
      case '$':
        return { kind: 'assert', assert: 'end' };
      case '.':
        return { kind: 'char', test: not(isLineTerminator) };
      case '[':
        return { kind: 'char', test: this.charClass() };
      case '(':
        return this.group();
      case '\\':
        return this.escapeAtom();
      case '*':
      case '+':
      case '?':
        throw new Unsupported('nothing to repeat');
      default:
        return literal(ch.charCodeAt(0));
    }
  }

  private group(): Node {
    if (this.peek() === '?') {
      if (this.peek(1) === ':') this.pos += 2;
      else if (this.peek(1) === '<' && this.peek(2) !== '=' && this.peek(2) !== '!') {
        const close = this.source.indexOf('>', this.pos);
        if (close < 0) throw new Unsupported('unterminated group name');
        this.pos = close + 1;
      } else throw new Unsupported('lookaround');
    }
    const inner = this.alternation();
    if (this.peek() !== ')') throw new Unsupported('unterminated group');
    this.pos++;
    return inner;
  }

  private escapeAtom(): Node {
    const ch = this.source[this.pos];
    if (ch === 'b' || ch === 'B') {
      this.pos++;
      return { kind: 'assert', assert: ch === 'b' ? 'word' : 'not-word' };
    }
    return { kind: 'char', test: caseless(this.escapeTest()) };
  }

  /** The character test for the escape after a backslash (outside or inside a class). */
  private escapeTest(): CharTest {
    const ch = this.source[this.pos++];
    if (ch === undefined) throw new Unsupported('trailing backslash');
    const classes: Record<string, CharTest> = {
      d: isDigit,
      D: not(isDigit),
      w: isWordChar,
      W: not(isWordChar),
      s: isSpace,
      S: not(isSpace),
    };
    const shorthand = classes[ch];
    if (shorthand) return shorthand;
    if (/[1-9k]/.test(ch)) throw new Unsupported('backreference');
    const code = this.escapedCode(ch);
    return (c) => c === code;
  }

  private escapedCode(ch: string): number {
    const simple: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 };
    if (simple[ch] !== undefined) return simple[ch];
    const hex = ch === 'x' ? 2 : ch === 'u' ? 4 : 0;
    if (hex > 0) {
      const digits = this.source.slice(this.pos, this.pos + hex);
      if (new RegExp(`^[0-9a-fA-F]{${hex}}$`).test(digits)) {
        this.pos += hex;
        return Number.parseInt(digits, 16);
      }
    }
    if (ch === 'c') throw new Unsupported('control escape');
    return ch.charCodeAt(0); // identity escape: `\.` is a dot
  }

  private charClass(): CharTest {
    const negated = this.peek() === '^';
    if (negated) this.pos++;
    const tests: CharTest[] = [];
    while (this.peek() !== ']') {
      if (this.pos >= this.source.length) throw new Unsupported('unterminated class');
      const from = this.classAtom();
      if (this.peek() === '-' && this.peek(1) !== ']' && this.peek(1) !== undefined) {
        this.pos++;
        const to = this.classAtom();
        if (typeof from === 'number' && typeof to === 'number') {
          tests.push((c) => c >= from && c <= to);
          continue;
        }
        tests.push(asTest(from), (c) => c === 45, asTest(to)); // `[\d-z]`: the hyphen is literal
        continue;
      }
      tests.push(asTest(from));
    }
    this.pos++;
    // Case folding applies to the members, before negation: `[^a]` must not match "A".
    const test = caseless((c) => tests.some((t) => t(c)));
    return negated ? not(test) : test;
  }

  /** A single code unit, or a test for a class escape such as `\d`. */
  private classAtom(): number | CharTest {
    const ch = this.source[this.pos++]!;
    if (ch !== '\\') return ch.charCodeAt(0);
    const next = this.peek();
    if (next === 'b') {
      this.pos++;
      return 8; // backspace inside a class
    }
    if (next !== undefined && 'dDwWsS'.includes(next)) return this.escapeTest();
    if (next !== undefined && /[1-9k]/.test(next)) throw new Unsupported('backreference');
    this.pos++;
    return this.escapedCode(next ?? '');
  }
}

function literal(code: number): Node {
  return { kind: 'char', test: caseless((c) => c === code) };
}

function asTest(atom: number | CharTest): CharTest {
  return typeof atom === 'number' ? (c) => c === atom : atom;
}

type State =
  | { kind: 'char'; test: CharTest; out: number }
  | { kind: 'assert'; assert: AssertKind; out: number }
  | { kind: 'split'; outs: number[] }
  | { kind: 'match' };

/** Builds NFA states; `compile(node, next)` returns the entry state of `node` continuing to `next`. */
class NfaBuilder {
  readonly states: State[] = [];

  add(state: State): number {
    if (this.states.length >= MAX_PATTERN_STATES) throw new Unsupported('pattern too large');
    this.states.push(state);
    return this.states.length - 1;
  }

  compile(node: Node, next: number): number {
    switch (node.kind) {
      case 'char':
        return this.add({ kind: 'char', test: node.test, out: next });
      case 'assert':
        return this.add({ kind: 'assert', assert: node.assert, out: next });
      case 'group': {
        const entries = node.alternatives.map((sequence) => this.sequence(sequence, next));
        return entries.length === 1 ? entries[0]! : this.add({ kind: 'split', outs: entries });
      }
      case 'repeat':
        return this.repeat(node, next);
    }
  }

  private sequence(nodes: Node[], next: number): number {
    let entry = next;
    for (let i = nodes.length - 1; i >= 0; i--) entry = this.compile(nodes[i]!, entry);
    return entry;
  }

  /** `x{2,4}` becomes `x x (x (x)?)?`; `x{2,}` becomes `x x` then a loop over `x`. */
  private repeat(node: { node: Node; min: number; max: number }, next: number): number {
    let entry = next;
    if (node.max === Number.POSITIVE_INFINITY) {
      const loop = this.add({ kind: 'split', outs: [] });
      const body = this.compile(node.node, loop);
      (this.states[loop] as { outs: number[] }).outs = [body, next];
      entry = loop;
    } else {
      for (let i = node.min; i < node.max; i++) {
        entry = this.add({ kind: 'split', outs: [this.compile(node.node, entry), next] });
      }
    }
    for (let i = 0; i < node.min; i++) entry = this.compile(node.node, entry);
    return entry;
  }
}

function holds(assert: AssertKind, text: string, at: number): boolean {
  switch (assert) {
    case 'start':
      return at === 0;
    case 'end':
      return at === text.length;
    case 'word':
    case 'not-word': {
      const before = at > 0 && isWordChar(text.charCodeAt(at - 1));
      const after = at < text.length && isWordChar(text.charCodeAt(at));
      return (before !== after) === (assert === 'word');
    }
  }
}

/** An NFA flattened into typed arrays, with an ASCII lookup table per character state. */
interface Program {
  kinds: Uint8Array;
  outs: Int32Array;
  splits: number[][];
  asserts: AssertKind[];
  asciiTables: Uint8Array[];
  tests: CharTest[];
  start: number;
  /** Upper bound on closure stack pushes: one per edge plus the entry. */
  edges: number;
  /**
   * ASCII characters that can begin a match, when the start's closure holds no assertion: positions
   * starting with any other ASCII character are skipped while no attempt is in progress.
   */
  firstChars: Uint8Array | undefined;
}

const KIND_CHAR = 0;
const KIND_ASSERT = 1;
const KIND_SPLIT = 2;
const KIND_MATCH = 3;
const ASCII_LIMIT = 128;

function toProgram(states: readonly State[], start: number): Program {
  const program: Program = {
    kinds: new Uint8Array(states.length),
    outs: new Int32Array(states.length),
    splits: [],
    asserts: [],
    asciiTables: [],
    tests: [],
    start,
    edges: states.length + 1,
    firstChars: undefined,
  };
  states.forEach((state, id) => {
    if (state.kind === 'char') {
      program.kinds[id] = KIND_CHAR;
      program.outs[id] = state.out;
      const table = new Uint8Array(ASCII_LIMIT);
      for (let c = 0; c < ASCII_LIMIT; c++) table[c] = state.test(c) ? 1 : 0;
      program.asciiTables[id] = table;
      program.tests[id] = state.test;
    } else if (state.kind === 'assert') {
      program.kinds[id] = KIND_ASSERT;
      program.outs[id] = state.out;
      program.asserts[id] = state.assert;
    } else if (state.kind === 'split') {
      program.kinds[id] = KIND_SPLIT;
      program.splits[id] = state.outs;
      program.edges += state.outs.length;
    } else {
      program.kinds[id] = KIND_MATCH;
    }
  });
  program.firstChars = firstChars(program);
  return program;
}

function firstChars(program: Program): Uint8Array | undefined {
  const table = new Uint8Array(ASCII_LIMIT);
  const visited = new Set<number>();
  const pending = [program.start];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (visited.has(id)) continue;
    visited.add(id);
    const kind = program.kinds[id];
    if (kind === KIND_ASSERT || kind === KIND_MATCH) return undefined;
    if (kind === KIND_SPLIT) pending.push(...program.splits[id]!);
    else {
      const chars = program.asciiTables[id]!;
      for (let c = 0; c < ASCII_LIMIT; c++) table[c] = table[c]! | chars[c]!;
    }
  }
  return table;
}

/** Thompson simulation: every live state advances one character at a time, so work is O(text × states). */
function run(program: Program, text: string): boolean {
  const { kinds, outs, splits, asserts, asciiTables, tests } = program;
  const size = kinds.length;
  const seen = new Int32Array(size).fill(-1);
  let current = new Int32Array(size);
  let next = new Int32Array(size);
  let currentCount = 0;
  let nextCount = 0;
  const stack = new Int32Array(program.edges);

  /** Adds `from` and its epsilon closure at position `at` to `next`; true when the match state is reached. */
  const follow = (from: number, at: number): boolean => {
    let top = 0;
    stack[top++] = from;
    while (top > 0) {
      const id = stack[--top]!;
      if (seen[id] === at) continue;
      seen[id] = at;
      const kind = kinds[id];
      if (kind === KIND_CHAR) next[nextCount++] = id;
      else if (kind === KIND_MATCH) return true;
      else if (kind === KIND_SPLIT) {
        const targets = splits[id]!;
        for (let i = targets.length - 1; i >= 0; i--) stack[top++] = targets[i]!;
      } else if (holds(asserts[id]!, text, at)) stack[top++] = outs[id]!;
    }
    return false;
  };

  const first = program.firstChars;
  for (let at = 0; at <= text.length; at++) {
    if (first !== undefined && nextCount === 0) {
      while (at < text.length) {
        const code = text.charCodeAt(at);
        if (code >= ASCII_LIMIT || first[code] === 1) break;
        at++;
      }
    }
    // Unanchored search: a new attempt starts at every position.
    if (follow(program.start, at)) return true;
    const swap = current;
    current = next;
    next = swap;
    currentCount = nextCount;
    nextCount = 0;
    if (at === text.length) break;
    const code = text.charCodeAt(at);
    for (let i = 0; i < currentCount; i++) {
      const id = current[i]!;
      const hit = code < ASCII_LIMIT ? asciiTables[id]![code] === 1 : tests[id]!(code);
      if (hit && follow(outs[id]!, at + 1)) return true;
    }
  }
  return false;
}

/**
 * True when the pattern has no quantifier and no group: then the built-in engine cannot backtrack
 * more than the pattern's length at each position, and it is far faster than the simulation.
 */
function isFlat(pattern: string): boolean {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if ('*+?{()'.includes(ch!)) return false;
  }
  return true;
}

/** Compiles `pattern` to a linear-time, case-insensitive tester, or `undefined` when unsupported. */
export function compileSearchPattern(pattern: string): ((text: string) => boolean) | undefined {
  let native: RegExp;
  try {
    native = new RegExp(pattern, 'i');
  } catch {
    return undefined;
  }
  if (isFlat(pattern)) return (text) => native.test(text);
  try {
    const builder = new NfaBuilder();
    const match = builder.add({ kind: 'match' });
    const program = toProgram(builder.states, builder.compile(new Parser(pattern).parse(), match));
    return (text) => run(program, text);
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
