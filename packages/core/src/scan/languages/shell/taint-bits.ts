import type { Taint } from '../../facts.js';

/**
 * Taint as bit flags while the walker propagates it: every word, stream and variable carries one, and
 * unions happen at every pipe and concatenation, so a number is cheaper than a set. Facts get lists.
 */
export const NETWORK = 1;
export const DECODED = 2;
export const SECRET = 4;
export const ENVIRONMENT = 8;
export const SENSITIVE_FILE = 16;
export const USER_DATA = 32;

const ORDER: readonly [number, Taint][] = [
  [NETWORK, 'network'],
  [DECODED, 'decoded'],
  [SECRET, 'secret'],
  [ENVIRONMENT, 'environment'],
  [SENSITIVE_FILE, 'sensitive-file'],
  [USER_DATA, 'user-data'],
];

/** The taint list a fact carries; a fresh array each time, since facts leave the extractor. */
export function taintList(bits: number): Taint[] {
  const list: Taint[] = [];
  if (bits === 0) return list;
  for (const [bit, taint] of ORDER) if ((bits & bit) !== 0) list.push(taint);
  return list;
}

export function taintBits(list: readonly Taint[]): number {
  let bits = 0;
  for (const [bit, taint] of ORDER) if (list.includes(taint)) bits |= bit;
  return bits;
}
