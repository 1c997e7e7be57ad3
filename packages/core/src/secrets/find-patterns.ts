/** Merged `[start, end)` spans of every occurrence of any pattern in a text, sorted by start. */
export type PatternFinder = (text: string) => [number, number][];

const HASH_BITS = 12;
const HASH_MASK = (1 << HASH_BITS) - 1;

const hash2 = (a: number, b: number): number => ((a << 5) ^ b) & HASH_MASK;

/**
 * A Wu-Manber multi-pattern matcher: one pass over the text for all patterns, skipping ahead by up to the
 * shortest pattern's length on text that cannot end a match, so clean output is mostly skipped rather
 * than read. Overlapping occurrences are merged; occurrences that only touch are kept apart.
 */
export function compilePatternFinder(patterns: readonly string[]): PatternFinder {
  const list = [...new Set(patterns)].filter((p) => p.length >= 2);
  if (list.length === 0) return () => [];
  const m = Math.min(...list.map((p) => p.length));
  const shift = new Uint16Array(HASH_MASK + 1).fill(m - 1);
  const buckets: number[][] = Array.from({ length: HASH_MASK + 1 }, () => []);
  list.forEach((pattern, index) => {
    for (let j = 1; j < m; j++) {
      const h = hash2(pattern.charCodeAt(j - 1), pattern.charCodeAt(j));
      const s = m - 1 - j;
      if (s < shift[h]!) shift[h] = s;
    }
    buckets[hash2(pattern.charCodeAt(m - 2), pattern.charCodeAt(m - 1))]!.push(index);
  });
  return (text) => {
    const spans: [number, number][] = [];
    const n = text.length;
    let pos = m - 1;
    while (pos < n) {
      const h = hash2(text.charCodeAt(pos - 1), text.charCodeAt(pos));
      const s = shift[h]!;
      if (s > 0) {
        pos += s;
        continue;
      }
      const start = pos - m + 1;
      for (const index of buckets[h]!) {
        const pattern = list[index]!;
        if (!text.startsWith(pattern, start)) continue;
        const end = start + pattern.length;
        const last = spans[spans.length - 1];
        if (last !== undefined && start < last[1]) {
          if (end > last[1]) last[1] = end;
        } else spans.push([start, end]);
      }
      pos++;
    }
    return spans;
  };
}
