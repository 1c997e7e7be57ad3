/** An Aho-Corasick automaton over symbols, states renumbered so that the accepting ones come last. */
export interface KeywordAutomaton {
  /** UTF-16 code unit → symbol; ASCII letters fold to one symbol, code units in no keyword are symbol 0. */
  symbols: Uint8Array;
  /** Rows are `1 << shift` entries apart: a power of two at least the number of symbols. */
  shift: number;
  /**
   * Every state's complete transition row, rows laid end to end; an entry is the start of the next state's
   * row (`state << shift`), so the walk from row `row` on `symbol` is `row = table[row + symbol]`, from row
   * 0. One flat typed array and no multiplication keep the hot loop at one add and one load per code unit.
   */
  table: Int32Array;
  /** States from here on (rows from `firstAccepting << shift` on) end a keyword. */
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

  // The trie, its edges both as rows of one typed array (-1: none), to look one up, and as a list per
  // state, to visit them. Every loop below runs per edge or per state, never per cell of the table: the
  // automaton is built once per process, in code not yet optimised, where a loop over the 190,000 cells
  // of the rule prefilter's table cost ~100 ms; rows are copied natively (`copyWithin`).
  const maxStates = 1 + paths.reduce((sum, [, path]) => sum + path.length, 0);
  const trie = new Int32Array(maxStates * width).fill(-1);
  const edges: number[][] = [[]];
  // Tags per state, each once, in the order they are added (a state's own, then its suffix state's).
  const out: number[][] = [[]];
  const addTag = (state: number, tag: number): void => {
    const tags = out[state]!;
    if (!tags.includes(tag)) tags.push(tag);
  };
  for (const [tag, path] of paths) {
    let state = 0;
    for (const symbol of path) {
      const edge = state * width + symbol;
      if (trie[edge] === -1) {
        trie[edge] = edges.length;
        edges[state]!.push(symbol);
        edges.push([]);
        out.push([]);
      }
      state = trie[edge]!;
    }
    addTag(state, tag);
  }
  const stateCount = edges.length;
  // Breadth-first, each state's suffix state: the longest proper suffix of its path that is a state,
  // whose keywords end here too. A missing transition is the suffix state's.
  const fail = new Int32Array(stateCount);
  const order = new Int32Array(stateCount);
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const state = order[head]!;
    if (state !== 0) for (const tag of out[fail[state]!]!) addTag(state, tag);
    for (const symbol of edges[state]!) {
      const child = trie[state * width + symbol]!;
      let suffix = fail[state]!;
      while (suffix !== 0 && trie[suffix * width + symbol] === -1) suffix = fail[suffix]!;
      const next = trie[suffix * width + symbol]!;
      fail[child] = state === 0 || next === -1 ? 0 : next;
      order[tail++] = child;
    }
  }
  // Renumber: the root stays 0, accepting states go last, so the hot loop tests a number, not a table.
  const rank = new Int32Array(stateCount);
  let firstAccepting = 0;
  for (let state = 0; state < stateCount; state++)
    if (out[state]!.length === 0) rank[state] = firstAccepting++;
  let accepting = firstAccepting;
  for (let state = 0; state < stateCount; state++) if (out[state]!.length > 0) rank[state] = accepting++;
  // Rows in breadth-first order: a state's row is its suffix state's (complete, being shallower) with
  // its own edges written over it; the root's missing transitions stay 0.
  let shift = 0;
  while (1 << shift < width) shift++;
  const table = new Int32Array(stateCount << shift);
  for (let i = 0; i < stateCount; i++) {
    const state = order[i]!;
    const row = rank[state]! << shift;
    if (state !== 0) {
      const from = rank[fail[state]!]! << shift;
      table.copyWithin(row, from, from + width);
    }
    for (const symbol of edges[state]!) table[row + symbol] = rank[trie[state * width + symbol]!]! << shift;
  }
  const outputs: number[][] = new Array(stateCount - firstAccepting);
  for (let state = 0; state < stateCount; state++)
    if (out[state]!.length > 0) outputs[rank[state]! - firstAccepting] = out[state]!;
  return { symbols, shift, table, firstAccepting, outputs };
}
