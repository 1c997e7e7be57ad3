/**
 * Sets of literals found in one pass: `present(text)[i]` is 1 when some keyword of set `i` occurs in `text`,
 * compared with ASCII case folding (so a case-sensitive rule is gated conservatively). Aho-Corasick, one
 * table step per UTF-16 code unit, however many keywords: the cost of a rule gated on its keywords is one
 * shared pass plus the rule itself on the few texts that hold one of them.
 */
export class KeywordSets {
  /** UTF-16 code unit → symbol; letters fold to one symbol, characters in no keyword are symbol 0. */
  readonly #symbols = new Uint8Array(0x10000);
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
    const symbols = this.#symbols;
    let width = 1;
    const encoded = sets.flatMap((words, set) =>
      words.map((word) => {
        if (!/^[\x20-\x7e]+$/.test(word)) throw new Error(`keyword must be printable ASCII: ${word}`);
        const path = [...word.toLowerCase()].map((ch) => {
          const code = ch.charCodeAt(0);
          if (symbols[code] === 0) symbols[code] = width++;
          return symbols[code] as number;
        });
        return [set, path] as const;
      }),
    );
    for (let code = 65; code <= 90; code++) symbols[code] = symbols[code + 32] as number;
    if (width > 0xff) throw new Error('keywords use too many distinct characters');
    const trie: number[][] = [new Array<number>(width).fill(-1)];
    const out: Set<number>[] = [new Set()];
    for (const [set, path] of encoded) {
      let state = 0;
      for (const symbol of path) {
        const row = trie[state] as number[];
        if (row[symbol] === -1) {
          row[symbol] = trie.length;
          trie.push(new Array<number>(width).fill(-1));
          out.push(new Set());
        }
        state = row[symbol] as number;
      }
      (out[state] as Set<number>).add(set);
    }
    // Breadth-first, each state's missing transitions are those of its longest proper suffix state.
    const fail = new Array<number>(trie.length).fill(0);
    const root = trie[0] as number[];
    const queue: number[] = [];
    for (let s = 0; s < width; s++) {
      if (root[s] === -1) root[s] = 0;
      else queue.push(root[s] as number);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number;
      const row = trie[state] as number[];
      const suffix = fail[state] as number;
      const fallback = trie[suffix] as number[];
      for (const set of out[suffix] as Set<number>) (out[state] as Set<number>).add(set);
      for (let s = 0; s < width; s++) {
        const child = row[s] as number;
        if (child === -1) {
          row[s] = fallback[s] as number;
        } else {
          fail[child] = fallback[s] as number;
          queue.push(child);
        }
      }
    }
    // Renumber: the root stays 0, accepting states go last.
    const accepts = (state: number): boolean => (out[state] as Set<number>).size > 0;
    const order = trie.map((_, state) => state);
    order.sort((a, b) => Number(accepts(a)) - Number(accepts(b)) || a - b);
    const rank = new Array<number>(trie.length);
    order.forEach((state, i) => {
      rank[state] = i;
    });
    if (trie.length > 0xffff) throw new Error('keyword automaton outgrew 16-bit states');
    const shift = Math.ceil(Math.log2(width));
    const next = new Uint16Array(trie.length << shift);
    order.forEach((state, i) => {
      const row = trie[state] as number[];
      for (let s = 0; s < width; s++) next[(i << shift) | s] = rank[row[s] as number] as number;
    });
    const accepting = order.findIndex(accepts);
    this.#next = next;
    this.#shift = shift;
    this.#firstAccepting = accepting === -1 ? trie.length : accepting;
    this.#output =
      accepting === -1 ? [] : order.slice(accepting).map((state) => [...(out[state] as Set<number>)]);
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
