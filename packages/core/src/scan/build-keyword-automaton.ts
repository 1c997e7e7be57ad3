/** An Aho-Corasick automaton over symbols, states renumbered so that the accepting ones come last. */
export interface KeywordAutomaton {
  /** UTF-16 code unit → symbol; ASCII letters fold to one symbol, code units in no keyword are symbol 0. */
  symbols: Uint8Array;
  /** Number of symbols (row width). */
  width: number;
  /**
   * Every state's complete transition row (next state for every symbol), rows laid end to end: the next
   * state of `state` on `symbol` is `table[state * width + symbol]`. One flat typed array keeps the hot
   * loop at one load per code unit instead of two dependent ones through nested arrays.
   */
  table: Uint16Array;
  /** States from here on end a keyword. */
  firstAccepting: number;
  /** Per accepting state (from `firstAccepting` on), the tags of every keyword ending there. */
  outputs: number[][];
}

/**
 * Compiles keywords (printable ASCII, compared with ASCII case folding) and character groups (any member
 * code unit matches) into one automaton: a single pass over a text then finds all of them, one table step
 * per code unit. Each keyword and group carries a tag that the output reports.
 */
export function buildKeywordAutomaton(
  keywords: ReadonlyArray<readonly [tag: number, word: string]>,
  groups: ReadonlyArray<readonly [tag: number, members: string]> = [],
): KeywordAutomaton {
  const symbols = new Uint8Array(0x10000);
  let width = 1;
  const paths = keywords.map(([tag, word]) => {
    if (!/^[\x20-\x7e]+$/.test(word)) throw new Error(`keyword must be printable ASCII: ${word}`);
    const path = [...word.toLowerCase()].map((ch) => {
      const code = ch.charCodeAt(0);
      if (symbols[code] === 0) symbols[code] = width++;
      return symbols[code] as number;
    });
    return [tag, path] as const;
  });
  for (let code = 65; code <= 90; code++) symbols[code] = symbols[code + 32] as number;
  for (const [tag, members] of groups) {
    const symbol = width++;
    for (const ch of members) symbols[ch.charCodeAt(0)] = symbol;
    paths.push([tag, [symbol]]);
  }
  if (width > 0xff) throw new Error('keywords use too many distinct characters');

  const trie: number[][] = [new Array<number>(width).fill(-1)];
  const out: Set<number>[] = [new Set()];
  for (const [tag, path] of paths) {
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
    (out[state] as Set<number>).add(tag);
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
    for (const tag of out[suffix] as Set<number>) (out[state] as Set<number>).add(tag);
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
  // Renumber: the root stays 0, accepting states go last, so the hot loop tests a number, not a table.
  const accepts = (state: number): boolean => (out[state] as Set<number>).size > 0;
  const order = trie.map((_, state) => state);
  order.sort((a, b) => Number(accepts(a)) - Number(accepts(b)) || a - b);
  const rank = new Array<number>(trie.length);
  order.forEach((state, i) => {
    rank[state] = i;
  });
  if (trie.length > 0xffff) throw new Error('keyword automaton outgrew 16-bit states');
  const accepting = order.findIndex(accepts);
  const firstAccepting = accepting === -1 ? trie.length : accepting;
  const table = new Uint16Array(trie.length * width);
  order.forEach((state, i) => {
    const row = trie[state] as number[];
    for (let s = 0; s < width; s++) table[i * width + s] = rank[row[s] as number] as number;
  });
  return {
    symbols,
    width,
    table,
    firstAccepting,
    outputs: order.slice(firstAccepting).map((state) => [...(out[state] as Set<number>)]),
  };
}
