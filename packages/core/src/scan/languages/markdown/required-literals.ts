import { isAsciiWordCode } from '../../ascii-word.js';

/**
 * A piece of text every match of a regular expression contains: ASCII letters lowercased (the prefilter
 * compares them case-insensitively), never whitespace. `boundaryBefore`/`boundaryAfter`: the character
 * beyond that end is not a word character (the expression puts `\b`, a space or punctuation there) and the
 * literal's own end character is one.
 */
export interface Literal {
  text: string;
  boundaryBefore: boolean;
  boundaryAfter: boolean;
}

/** One of the literals occurs in the match. */
export type Clause = readonly Literal[];

/**
 * The expression can match only where, for one of its top-level alternatives, every clause holds; undefined
 * when nothing is known (an alternative with no clause, or syntax this reader does not follow).
 */
export type Requirement = readonly (readonly Clause[])[];

/** Strings an exactly known part matches: more than this and the part is cut into separate clauses. */
const MAX_EXACT = 16;
/** A longer literal is cut to its start: as necessary, and the automaton stays small. */
const MAX_LITERAL_CHARS = 8;
/** Clauses kept per alternative, the most selective. */
const MAX_CLAUSES = 3;
/**
 * A clause of short words (`to`, `\bit\b`, `\bon\b`: a boundary counts as a character) is kept only when
 * nothing better is known: they are in every text, and each of their many occurrences costs the scan more
 * than the clause narrows (the 10 MB install bench's prose: ~30% fewer keyword hits to process).
 */
const MIN_CLAUSE_SCORE = 5;
/** Class members listed exactly; a wider class (`[a-z]`, `\w`) matches too much to name. */
const MAX_CLASS_MEMBERS = 8;

/** The syntax tree of an expression, as far as literals go. */
type Node =
  /** Matches exactly one of `strings` (no whitespace or control characters in them). */
  | { kind: 'text'; strings: string[] }
  /** One character not pinned down; `nonWord`: never a word character (whitespace, `\W`, `[-\s]`). */
  | { kind: 'gap'; nonWord: boolean }
  /** Zero-width: `\b`, `^`/`$` (an edge of the text or a line), or anything else (`\B`, a lookaround). */
  | { kind: 'assert'; edge: boolean }
  | { kind: 'alt'; alternatives: Node[] }
  | { kind: 'seq'; parts: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

interface Info {
  /** Every string the part matches, when few. */
  exact?: string[];
  /** With `exact`: no word character is next to their start (end), by what the part itself asserts. */
  before?: boolean;
  after?: boolean;
  /** Conditions every match of the part meets, all of them. */
  clauses: Clause[];
}

class Unsupported extends Error {}

const BRACE_RE = /\{(\d+)(?:(,)(\d*))?\}/y;
const GROUP_HEAD_RE = /\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/y;
const HEX_RE = /^[0-9A-Fa-f]+$/;
/** Characters with a meaning of their own outside a class. */
const SYNTAX = '^$.|()[]{}*+?';
const QUANTIFIERS = '*+?{';
const WHITESPACE_RE = /\s/;

/** A word character of `\b` outside Unicode mode: ASCII letters, digits and `_` only. */
const isWordChar = (ch: string | undefined): boolean =>
  ch !== undefined && ch.length > 0 && isAsciiWordCode(ch.charCodeAt(0));
/** Characters a literal can hold: printable ASCII but space, and anything above ASCII but whitespace. */
const isLiteralChar = (ch: string): boolean =>
  (ch >= '\x21' && ch <= '\x7e') || (ch >= '\x80' && !WHITESPACE_RE.test(ch));
const fold = (ch: string): string => (ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch);
const charNode = (ch: string): Node =>
  isLiteralChar(ch) ? { kind: 'text', strings: [fold(ch)] } : { kind: 'gap', nonWord: !isWordChar(ch) };

/**
 * What every match of `re` must contain, read from its source: the literal words of its alternatives
 * (`ignore … previous … instructions`), so a text holding none of them need not be searched. Sound by
 * construction, never exact: a part this reader cannot pin down (`\w+`, `[^.]{0,40}`, a back-reference)
 * only makes the condition weaker. Expressions in Unicode mode fold case differently (`ſ` is `s`) and are
 * not read.
 */
export function requiredLiterals(re: RegExp): Requirement | undefined {
  if (re.unicode || re.flags.includes('v')) return undefined;
  let tree: Node;
  try {
    const reader = new Reader(re.source);
    tree = reader.disjunction();
    if (!reader.done()) return undefined;
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  const alternatives = branchesOf(tree);
  // Nothing is known of the text around a match.
  const branches = alternatives.map((node) => select(clausesOf(analyse(node, false, false), false, false)));
  return branches.some((clauses) => clauses.length === 0) ? undefined : branches;
}

/**
 * The top-level alternatives, also those of a group that is all there is (`\b(?:a|b)\b`): each is a
 * condition of its own, sharper than one clause of the best words of each.
 */
function branchesOf(tree: Node): Node[] {
  if (tree.kind === 'alt') return tree.alternatives;
  if (tree.kind !== 'seq') return [tree];
  const inner = tree.parts.filter((p) => p.kind !== 'assert');
  const group = inner[0];
  if (inner.length !== 1 || group?.kind !== 'alt') return [tree];
  return group.alternatives.map((alternative) => ({
    kind: 'seq',
    parts: tree.parts.map((p) => (p === group ? alternative : p)),
  }));
}

/**
 * `before`: a word character the part's match begins with has no word character before it; `after` the
 * same at its end. Both come from the parts around it (`\b`, a space, `^`).
 */
function analyse(node: Node, before: boolean, after: boolean): Info {
  switch (node.kind) {
    case 'text':
      return { exact: node.strings, before, after, clauses: [] };
    case 'gap':
      return { clauses: [] };
    case 'assert':
      return { exact: [''], clauses: [] };
    case 'alt': {
      const infos = node.alternatives.map((a) => analyse(a, before, after));
      if (infos.every((i) => i.exact !== undefined)) {
        const exact = [...new Set(infos.flatMap((i) => i.exact!))];
        if (exact.length <= MAX_EXACT)
          return {
            exact,
            before: infos.every((i) => before || i.before === true),
            after: infos.every((i) => after || i.after === true),
            clauses: [],
          };
      }
      const literals: Literal[] = [];
      for (const info of infos) {
        const best = select(clausesOf(info, before, after))[0];
        if (best === undefined) return { clauses: [] };
        literals.push(...best);
      }
      return { clauses: [simplify(literals)] };
    }
    case 'repeat': {
      const inner = analyse(node.node, before, node.max === 1 ? after : false);
      if (node.max === 1 && inner.exact !== undefined)
        // Absent, the part asserts nothing: its own boundaries do not hold for the empty string.
        return node.min === 1 ? inner : { exact: [...new Set([...inner.exact, ''])], clauses: [] };
      return node.min === 0 ? { clauses: [] } : { clauses: clausesOf(inner, before, false) };
    }
    case 'seq':
      return sequence(node.parts, before, after);
  }
}

/** Concatenation: exact strings grow while parts are exact; each stretch between unknown parts is a clause. */
function sequence(parts: readonly Node[], before: boolean, after: boolean): Info {
  const befores: boolean[] = [];
  let context = before;
  for (const part of parts) {
    befores.push(context);
    context = carries(part, context);
  }
  const afters: boolean[] = new Array(parts.length);
  context = after;
  for (let i = parts.length - 1; i >= 0; i--) {
    afters[i] = context;
    context = carriesBack(parts[i]!, context);
  }
  const clauses: Clause[] = [];
  let run = [''];
  // Whether no word character is next to the run's start and end: from the parts around it.
  let runBefore = false;
  let runAfter = false;
  let exactSoFar = true;
  const close = (): void => {
    const clause = clauseOf(run, runBefore, runAfter);
    if (clause !== undefined) clauses.push(clause);
    run = [''];
  };
  parts.forEach((part, i) => {
    const info = analyse(part, befores[i]!, afters[i]!);
    if (info.exact === undefined) {
      exactSoFar = false;
      close();
      clauses.push(...info.clauses);
      return;
    }
    // A zero-width part adds no characters; what it asserts is already in `befores` and `afters`.
    if (info.exact.length === 1 && info.exact[0] === '') return;
    if (run.length * info.exact.length > MAX_EXACT) {
      exactSoFar = false;
      close();
    }
    if (run.length === 1 && run[0] === '') runBefore = befores[i]! || info.before === true;
    runAfter = afters[i]! || info.after === true;
    const grown: string[] = [];
    for (const x of run) for (const y of info.exact) grown.push(x + y);
    run = info.exact.length === 1 ? grown : [...new Set(grown)];
  });
  if (exactSoFar) return { exact: run, before: runBefore, after: runAfter, clauses };
  close();
  return { clauses };
}

/**
 * For the part after `node`: whether a word character it begins with has no word character before it,
 * given the same of `node` (`before`).
 */
function carries(node: Node, before: boolean): boolean {
  switch (node.kind) {
    case 'text':
      return node.strings.every((s) => (s === '' ? before : !isWordChar(s.at(-1))));
    case 'gap':
      return node.nonWord;
    case 'assert':
      return node.edge || before;
    case 'alt':
      return node.alternatives.every((a) => carries(a, before));
    case 'seq':
      return node.parts.reduce((context, part) => carries(part, context), before);
    case 'repeat': {
      const once = carries(node.node, false);
      return node.min === 0 ? once && before : once;
    }
  }
}

/** The mirror of `carries`: for the part before `node`, from what holds after `node`. */
function carriesBack(node: Node, after: boolean): boolean {
  switch (node.kind) {
    case 'text':
      return node.strings.every((s) => (s === '' ? after : !isWordChar(s[0])));
    case 'gap':
      return node.nonWord;
    case 'assert':
      return node.edge || after;
    case 'alt':
      return node.alternatives.every((a) => carriesBack(a, after));
    case 'seq':
      return node.parts.reduceRight((context, part) => carriesBack(part, context), after);
    case 'repeat': {
      const once = carriesBack(node.node, false);
      return node.min === 0 ? once && after : once;
    }
  }
}

/** The part's clauses with its exact strings as one more. */
function clausesOf(info: Info, before: boolean, after: boolean): Clause[] {
  const own =
    info.exact === undefined
      ? undefined
      : clauseOf(info.exact, before || info.before === true, after || info.after === true);
  return own === undefined ? info.clauses : [...info.clauses, own];
}

/** The literals of exact strings, or undefined when one is empty (the empty string is in every text). */
function clauseOf(strings: readonly string[], before: boolean, after: boolean): Clause | undefined {
  if (strings.some((s) => s === '')) return undefined;
  const whole = simplify(
    strings.map((text) => ({
      text,
      boundaryBefore: before && isWordChar(text[0]),
      boundaryAfter: after && isWordChar(text.at(-1)),
    })),
  );
  return simplify(
    whole.map((l) =>
      l.text.length > MAX_LITERAL_CHARS
        ? { text: l.text.slice(0, MAX_LITERAL_CHARS), boundaryBefore: l.boundaryBefore, boundaryAfter: false }
        : l,
    ),
  );
}

/** `a` occurs wherever `b` does: its text is in `b`'s, and it asks for no boundary `b` does not give. */
const implied = (a: Literal, b: Literal): boolean => {
  const at = b.text.indexOf(a.text);
  if (at === -1) return false;
  return (
    (!a.boundaryBefore || (at === 0 && b.boundaryBefore)) &&
    (!a.boundaryAfter || (at + a.text.length === b.text.length && b.boundaryAfter))
  );
};

/** A clause without the literals another of its literals already stands for (`follow` for `following`). */
function simplify(literals: readonly Literal[]): Literal[] {
  const kept: Literal[] = [];
  literals.forEach((literal, i) => {
    const covered = literals.some(
      (other, j) => j !== i && implied(other, literal) && (!implied(literal, other) || j < i),
    );
    if (!covered) kept.push(literal);
  });
  return kept;
}

/** A clause's worth: its shortest literal (a boundary counts as a character). */
const score = (clause: Clause): number => {
  let min = Number.POSITIVE_INFINITY;
  for (const l of clause) min = Math.min(min, l.text.length + +l.boundaryBefore + +l.boundaryAfter);
  return min;
};

/** The most selective clauses, at most MAX_CLAUSES, short ones only if nothing better is known. */
function select(clauses: readonly Clause[]): Clause[] {
  if (clauses.length <= 1) return [...clauses];
  return clauses
    .map((clause) => ({ clause, score: score(clause) }))
    .sort((a, b) => b.score - a.score || a.clause.length - b.clause.length)
    .filter((c, i) => i === 0 || c.score >= MIN_CLAUSE_SCORE)
    .slice(0, MAX_CLAUSES)
    .map(({ clause }) => clause);
}

/** A recursive-descent reader of regular-expression source (the syntax of non-Unicode mode, Annex B). */
class Reader {
  private at = 0;
  constructor(private readonly source: string) {}

  done(): boolean {
    return this.at === this.source.length;
  }

  /** Alternatives up to the end or the closing parenthesis. */
  disjunction(): Node {
    const alternatives = [this.alternative()];
    while (this.source[this.at] === '|') {
      this.at++;
      alternatives.push(this.alternative());
    }
    return alternatives.length === 1 ? alternatives[0]! : { kind: 'alt', alternatives };
  }

  private alternative(): Node {
    const parts: Node[] = [];
    while (!this.done() && this.source[this.at] !== '|' && this.source[this.at] !== ')') {
      const text = this.plainText();
      parts.push(text === '' ? this.quantified(this.atom()) : { kind: 'text', strings: [text] });
    }
    return { kind: 'seq', parts };
  }

  /** Characters that stand for themselves, none of them repeated, read at once (most of a phrase). */
  private plainText(): string {
    let text = '';
    for (;;) {
      const ch = this.source[this.at];
      let length = 1;
      let literal = ch;
      if (ch === '\\') {
        literal = this.source[this.at + 1];
        length = 2;
        if (literal === undefined || /[A-Za-z0-9]/.test(literal)) return text;
      } else if (ch === undefined || SYNTAX.includes(ch)) return text;
      if (!isLiteralChar(literal!) || QUANTIFIERS.includes(this.source[this.at + length] ?? '')) return text;
      text += fold(literal!);
      this.at += length;
    }
  }

  private quantified(atom: Node): Node {
    const next = this.source[this.at];
    let min: number;
    let max: number;
    if (next === '*' || next === '+' || next === '?') {
      min = next === '+' ? 1 : 0;
      max = next === '?' ? 1 : Number.POSITIVE_INFINITY;
      this.at++;
    } else {
      const brace = next === '{' ? this.sticky(BRACE_RE) : null;
      if (brace === null) return atom;
      min = Number(brace[1]);
      max = brace[2] === undefined ? min : brace[3] === '' ? Number.POSITIVE_INFINITY : Number(brace[3]);
      this.at += brace[0].length;
    }
    if (this.source[this.at] === '?') this.at++;
    return { kind: 'repeat', node: atom, min, max };
  }

  /** The match of a sticky expression at the reading position, if any. */
  private sticky(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this.at;
    return re.exec(this.source);
  }

  private atom(): Node {
    const ch = this.source[this.at]!;
    this.at++;
    switch (ch) {
      case '^':
      case '$':
        return { kind: 'assert', edge: true };
      case '.':
        return { kind: 'gap', nonWord: false };
      case '[':
        return this.characterClass();
      case '(':
        return this.group();
      case '\\':
        return this.escape();
      case '*':
      case '+':
      case '?':
        throw new Unsupported('nothing to repeat');
      default:
        return charNode(ch);
    }
  }

  private group(): Node {
    const head = this.source[this.at] === '?' ? this.sticky(GROUP_HEAD_RE)?.[0] : undefined;
    if (this.source[this.at] === '?' && head === undefined) throw new Unsupported('group syntax');
    this.at += head?.length ?? 0;
    const inner = this.disjunction();
    if (this.source[this.at] !== ')') throw new Unsupported('unclosed group');
    this.at++;
    // A lookaround matches no characters of the text: what it asks of its surroundings is not kept.
    if (head === '?=' || head === '?!' || head === '?<=' || head === '?<!')
      return { kind: 'assert', edge: false };
    return inner;
  }

  private escape(): Node {
    const ch = this.source[this.at];
    if (ch === undefined) throw new Unsupported('trailing backslash');
    this.at++;
    if (ch === 'b') return { kind: 'assert', edge: true };
    if (ch === 'B') return { kind: 'assert', edge: false };
    if (ch === 's' || ch === 'W') return { kind: 'gap', nonWord: true };
    const code = this.escapedCode(ch);
    return code === undefined ? { kind: 'gap', nonWord: false } : charNode(String.fromCharCode(code));
  }

  /**
   * The code unit an escape stands for, undefined for a class (`\w`), a back-reference or anything else
   * this reader does not pin down. `ch` is the character after the backslash, already consumed.
   */
  private escapedCode(ch: string): number | undefined {
    const hex = (length: number): number | undefined => {
      const digits = this.source.slice(this.at, this.at + length);
      if (digits.length !== length || !HEX_RE.test(digits)) return undefined;
      this.at += length;
      return Number.parseInt(digits, 16);
    };
    if (ch === 'x') return hex(2);
    if (ch === 'u') return hex(4);
    const control = { n: 10, r: 13, t: 9, v: 11, f: 12 }[ch];
    if (control !== undefined) return control;
    // Other letters and digits escape to classes, back-references or octal codes: not literals here.
    if (/[A-Za-z0-9]/.test(ch)) {
      if (ch === 'k' || ch === 'c') throw new Unsupported(`\\${ch}`);
      return undefined;
    }
    return ch.charCodeAt(0);
  }

  private characterClass(): Node {
    const negated = this.source[this.at] === '^';
    if (negated) this.at++;
    const members = new Set<string>();
    let open = true;
    let wide = false;
    let wordPossible = false;
    const member = (): number | undefined => {
      const ch = this.source[this.at]!;
      this.at++;
      if (ch !== '\\') return ch.charCodeAt(0);
      const escaped = this.source[this.at];
      if (escaped === undefined) throw new Unsupported('trailing backslash');
      this.at++;
      if (escaped === 'b') return 8;
      if (escaped === 's' || escaped === 'W') {
        wide = true;
        return undefined;
      }
      const code = this.escapedCode(escaped);
      if (code === undefined) {
        wide = true;
        wordPossible = true;
      }
      return code;
    };
    while (!this.done()) {
      // `]` first in a class closes an empty class in JavaScript.
      if (this.source[this.at] === ']') {
        this.at++;
        open = false;
        break;
      }
      const low = member();
      if (
        this.source[this.at] === '-' &&
        this.source[this.at + 1] !== ']' &&
        this.at + 1 < this.source.length
      ) {
        this.at++;
        const high = member();
        if (low === undefined || high === undefined) throw new Unsupported('class range of a class');
        for (let c = low; c <= high && c - low <= MAX_CLASS_MEMBERS; c++) members.add(String.fromCharCode(c));
        if (high - low >= MAX_CLASS_MEMBERS) {
          wide = true;
          // Ranges are of letters and digits, or of code points beyond ASCII: word characters or not.
          wordPossible ||= low <= 0x7a && high >= 0x30;
        }
        continue;
      }
      if (low !== undefined) members.add(String.fromCharCode(low));
    }
    if (open) throw new Unsupported('unclosed class');
    const chars = [...new Set([...members].map(fold))];
    if (
      !negated &&
      !wide &&
      chars.length > 0 &&
      chars.length <= MAX_CLASS_MEMBERS &&
      chars.every(isLiteralChar)
    )
      return { kind: 'text', strings: chars };
    return { kind: 'gap', nonWord: !negated && !wordPossible && chars.every((c) => !isWordChar(c)) };
  }
}
