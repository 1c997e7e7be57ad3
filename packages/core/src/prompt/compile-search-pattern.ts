/**
 * A case-insensitive regular-expression matcher that runs in time linear in the text (a Thompson NFA
 * whose state sets are memoised as a lazily built DFA), for catalog search. Queries and skill descriptions can both come from
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

/**
 * The other-case form of a code unit as JavaScript's non-Unicode case-insensitive matching sees it:
 * single code units only, and never from outside ASCII into ASCII (so `ſ` does not match `s`).
 */
function otherCase(c: number, to: 'lower' | 'upper'): number {
  if (c < 128) {
    if (to === 'lower') return c >= 65 && c <= 90 ? c + 32 : c;
    return c >= 97 && c <= 122 ? c - 32 : c;
  }
  const ch = String.fromCharCode(c);
  const changed = to === 'lower' ? ch.toLowerCase() : ch.toUpperCase();
  const code = changed.charCodeAt(0);
  return changed.length === 1 && code >= 128 ? code : c;
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
        return { kind: 'char', test: literal(ch.charCodeAt(0)) };
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
    return { kind: 'char', test: this.escapeTest() };
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
    return literal(this.escapedCode(ch));
  }

  private escapedCode(ch: string): number {
    if (ch === '0' && /[0-9]/.test(this.peek() ?? '')) throw new Unsupported('octal escape');
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

/** Two characters match when their upper-case forms agree (so `σ`, `ς` and `Σ` all match each other). */
function literal(code: number): CharTest {
  const upper = otherCase(code, 'upper');
  return (c) => otherCase(c, 'upper') === upper;
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

/** What the assertions can see at a position between two characters. */
interface Position {
  atStart: boolean;
  atEnd: boolean;
  prevWord: boolean;
  nextWord: boolean;
}

function holds(assert: AssertKind, at: Position): boolean {
  switch (assert) {
    case 'start':
      return at.atStart;
    case 'end':
      return at.atEnd;
    case 'word':
      return at.prevWord !== at.nextWord;
    case 'not-word':
      return at.prevWord === at.nextWord;
  }
}

/** The NFA with an ASCII lookup table per character state, so matching a character is one array read. */
interface Program {
  states: readonly State[];
  asciiTables: (Uint8Array | undefined)[];
  start: number;
}

const ASCII_LIMIT = 128;

function toProgram(states: readonly State[], start: number): Program {
  const asciiTables = states.map((state) => {
    if (state.kind !== 'char') return undefined;
    const table = new Uint8Array(ASCII_LIMIT);
    for (let c = 0; c < ASCII_LIMIT; c++) table[c] = state.test(c) ? 1 : 0;
    return table;
  });
  return { states, asciiTables, start };
}

/** Caps the memory of the lazily built DFA; when full it is dropped and rebuilt as needed. */
const MAX_DFA_STATES = 512;

const MATCHED = Symbol('matched');

/**
 * A DFA state: the NFA states entered at the current position (their epsilon closure is taken when
 * the next character is known, because `\b` and `$` depend on it), plus what lies behind.
 */
interface DfaState {
  seeds: number[];
  atStart: boolean;
  prevWord: boolean;
  ascii: (DfaState | typeof MATCHED | undefined)[];
  other: Map<number, DfaState | typeof MATCHED>;
  /** Whether the text may end here: computed once, on first use. */
  acceptsEnd: boolean | undefined;
}

/**
 * Thompson simulation with its state sets memoised as a DFA built on demand (subset construction)
 * and reused across texts: after warm-up a character costs one table read, and in the worst case
 * (the cache keeps filling up) one step per NFA state, so time stays linear in the text.
 */
function createMatcher(program: Program): (text: string) => boolean {
  const { states, asciiTables } = program;
  let cache = new Map<string, DfaState>();
  let initial: DfaState | undefined;

  const closure = (seeds: readonly number[], at: Position): number[] | typeof MATCHED => {
    const seen = new Set<number>();
    const charStates: number[] = [];
    const pending = [...seeds];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const state = states[id]!;
      if (state.kind === 'match') return MATCHED;
      if (state.kind === 'char') charStates.push(id);
      else if (state.kind === 'split') pending.push(...state.outs);
      else if (holds(state.assert, at)) pending.push(state.out);
    }
    return charStates;
  };

  const intern = (seeds: number[], atStart: boolean, prevWord: boolean): DfaState => {
    const unique = [...new Set(seeds)].sort((a, b) => a - b);
    const key = `${atStart ? 1 : 0}${prevWord ? 1 : 0}:${unique.join(',')}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    if (cache.size >= MAX_DFA_STATES) {
      // States reachable only from the old cache become garbage once the current text is done.
      cache = new Map();
      initial = undefined;
    }
    const state: DfaState = {
      seeds: unique,
      atStart,
      prevWord,
      ascii: new Array(ASCII_LIMIT),
      other: new Map(),
      acceptsEnd: undefined,
    };
    cache.set(key, state);
    return state;
  };

  const step = (from: DfaState, code: number): DfaState | typeof MATCHED => {
    const nextWord = isWordChar(code);
    const live = closure(from.seeds, {
      atStart: from.atStart,
      atEnd: false,
      prevWord: from.prevWord,
      nextWord,
    });
    if (live === MATCHED) return MATCHED;
    const seeds = [program.start]; // unanchored search: a new attempt starts after every character
    for (const id of live) {
      const table = asciiTables[id]!;
      const state = states[id] as { test: CharTest; out: number };
      if (code < ASCII_LIMIT ? table[code] === 1 : state.test(code)) seeds.push(state.out);
    }
    return intern(seeds, false, nextWord);
  };

  return (text) => {
    initial ??= intern([program.start], true, false);
    let state = initial;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      let next = code < ASCII_LIMIT ? state.ascii[code] : state.other.get(code);
      if (next === undefined) {
        next = step(state, code);
        if (code < ASCII_LIMIT) state.ascii[code] = next;
        else state.other.set(code, next);
      }
      if (next === MATCHED) return true;
      state = next;
    }
    if (state.acceptsEnd === undefined) {
      const end = { atStart: state.atStart, atEnd: true, prevWord: state.prevWord, nextWord: false };
      state.acceptsEnd = closure(state.seeds, end) === MATCHED;
    }
    return state.acceptsEnd;
  };
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
    return createMatcher(toProgram(builder.states, builder.compile(new Parser(pattern).parse(), match)));
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}
