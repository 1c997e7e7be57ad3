import { buildKeywordAutomaton } from './build-keyword-automaton.js';

/**
 * Sets of literals found in one pass: `present(text)[i]` is 1 when some keyword of set `i` occurs in `text`,
 * compared with ASCII case folding (so a case-sensitive rule is gated conservatively). Aho-Corasick, one
 * table step per UTF-16 code unit, however many keywords: the cost of a rule gated on its keywords is one
 * shared pass plus the rule itself on the few texts that hold one of them.
 */
export class KeywordSets {
  /** UTF-16 code unit → symbol; letters fold to one symbol, characters in no keyword are symbol 0. */
  readonly #symbols: Uint8Array;
  /** (state << #shift | symbol) → next state: rows padded to a power of two, so no multiplication. */
  readonly #next: Uint16Array;
  /** States from here on end a keyword: the hot loop tests a number, not a table. */
  readonly #firstAccepting: number;
  readonly #shift: number;
  /** Per accepting state (in order), the sets with a keyword ending there. */
  readonly #output: ReadonlyArray<readonly number[]>;
  readonly size: number;

  constructor(sets: ReadonlyArray<readonly string[]>) {
    this.size = sets.length;
    const { symbols, width, rows, firstAccepting, outputs } = buildKeywordAutomaton(
      sets.flatMap((words, set) => words.map((word) => [set, word] as const)),
    );
    const shift = Math.ceil(Math.log2(width));
    const next = new Uint16Array(rows.length << shift);
    rows.forEach((row, i) => {
      for (let s = 0; s < width; s++) next[(i << shift) | s] = row[s] as number;
    });
    this.#symbols = symbols;
    this.#next = next;
    this.#shift = shift;
    this.#firstAccepting = firstAccepting;
    this.#output = outputs;
  }

  /** One flag per set: 1 when one of its keywords occurs in `text`. */
  present(text: string): Uint8Array {
    const symbols = this.#symbols;
    const next = this.#next;
    const firstAccepting = this.#firstAccepting;
    const shift = this.#shift;
    const hit = new Uint8Array(this.#output.length);
    let state = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
      state = next[(state << shift) | (symbols[text.charCodeAt(i)] as number)] as number;
      if (state >= firstAccepting) hit[state - firstAccepting] = 1;
    }
    const found = new Uint8Array(this.size);
    for (let a = 0; a < hit.length; a++) {
      if (hit[a] === 1) for (const set of this.#output[a] as number[]) found[set] = 1;
    }
    return found;
  }
}
