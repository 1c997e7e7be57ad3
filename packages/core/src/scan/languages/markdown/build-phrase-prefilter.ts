import { buildKeywordAutomaton } from '../../build-keyword-automaton.js';
import { DERIVED_REQUIREMENTS } from './phrase-requirements.generated.js';
import { type Clause, type Requirement, requiredLiterals } from './required-literals.js';

/** Which phrase patterns can match one text. */
export interface PhraseHits {
  /** False only when `re` cannot match the text (nor any part of it); true for a pattern not registered. */
  may(re: RegExp): boolean;
}

export interface PhrasePrefilter {
  /** One pass over `text`, then each registered pattern's words are known present or absent. */
  scan(text: string): PhraseHits;
}

/** The answer of exhaustive mode: every pattern runs. */
export const EVERY_PHRASE: PhraseHits = { may: () => true };

/**
 * A keyword the automaton finds: a literal in printable ASCII, or the longest ASCII stretch of one that
 * also holds other characters.
 */
interface Keyword {
  text: string;
  boundaryBefore: boolean;
  boundaryAfter: boolean;
}

/** A literal beyond ASCII as what must be present: its ASCII stretch (if long enough) and every other character. */
interface Need {
  keyword?: number;
  chars: number[];
}

/**
 * The key of a pattern in the derived table: its source and flags, so a pattern edited since the table
 * was generated is not found there and is read afresh.
 */
export const requirementKey = (re: RegExp): string => `/${re.source}/${re.flags}`;

/** A literal as the table holds it: two digits for its boundaries, then its text. */
export const encodeLiteral = (l: Clause[number]): string =>
  `${+l.boundaryBefore}${+l.boundaryAfter}${l.text}`;

let derived: Map<string, Requirement | undefined> | undefined;
/**
 * `requiredLiterals(re)`, from the table generated ahead of time where it has the pattern: reading the
 * sources of the phrase patterns cost ~120 ms per process, most of building the prefilter.
 */
function requirementOf(re: RegExp): Requirement | undefined {
  derived ??= new Map(
    DERIVED_REQUIREMENTS.map(([key, branches]) => [
      key,
      branches?.map((clauses) =>
        clauses.map((clause) =>
          clause.map((l) => ({
            text: l.slice(2),
            boundaryBefore: l[0] === '1',
            boundaryAfter: l[1] === '1',
          })),
        ),
      ),
    ]),
  );
  const key = requirementKey(re);
  return derived.has(key) ? derived.get(key) : requiredLiterals(re);
}

/** Shorter ASCII stretches of a literal in another script say too little to be looked for. */
const MIN_STRETCH = 3;

const isWordCode = (code: number): boolean =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;

/**
 * A prefilter for phrase patterns derived from the patterns themselves: the words every match of each
 * must contain (`requiredLiterals`) compiled into one keyword automaton, plus one character class for the
 * characters of words in other scripts. A text is read once; a pattern none of whose alternatives has all
 * its words there is skipped. Soundness rests on two facts: a literal comes from characters the pattern
 * matches one for one (never whitespace, which prose joins and blanks), so it is present in every text
 * holding a match, in any substring of the text holding one, and in the text with code spans blanked; and
 * characters beyond ASCII are compared by the same engine, in the same case-insensitive mode, as the
 * patterns are.
 */
export function buildPhrasePrefilter(patterns: readonly RegExp[]): PhrasePrefilter {
  const keywords: Keyword[] = [];
  const keywordOf = new Map<string, number>();
  const chars: string[] = [];
  const charOf = new Map<string, number>();
  const intern = <T>(key: string, map: Map<string, number>, list: T[], value: T): number => {
    let index = map.get(key);
    if (index === undefined) {
      index = list.length;
      list.push(value);
      map.set(key, index);
    }
    return index;
  };
  const keyword = (k: Keyword): number =>
    intern(`${+k.boundaryBefore}${+k.boundaryAfter}${k.text}`, keywordOf, keywords, k);
  // A clause holds when one of its literals is present: found as a keyword of the automaton, or (beyond
  // ASCII) with all of its needs met. Evaluating clauses from what was found costs what was found.
  const clausesOfKeyword: number[][] = [];
  const needs: { need: Need; clause: number }[] = [];
  let clauseCount = 0;
  const clauseOf = (clause: Clause): number => {
    const id = clauseCount++;
    for (const literal of clause) {
      if (/^[\x21-\x7e]+$/.test(literal.text)) {
        const k = keyword(literal);
        clausesOfKeyword[k] ??= [];
        clausesOfKeyword[k].push(id);
        continue;
      }
      const stretch = (literal.text.match(/[\x21-\x7e]+/g) ?? []).sort((a, b) => b.length - a.length)[0];
      const need: Need = {
        chars: [...new Set(literal.text.replace(/[\x00-\x7f]/g, ''))].map((ch) =>
          intern(ch, charOf, chars, ch),
        ),
      };
      if (stretch !== undefined && stretch.length >= MIN_STRETCH)
        need.keyword = keyword({ text: stretch, boundaryBefore: false, boundaryAfter: false });
      needs.push({ need, clause: id });
    }
    return id;
  };

  // Per pattern with a condition, an id; per alternative of one (a branch), its pattern and how many
  // clauses it has; per clause, its branch. A pattern may match once all clauses of one branch hold.
  const patternOf = new Map<RegExp, number>();
  const unconditional = new Set<RegExp>();
  const branchPattern: number[] = [];
  const branchSize: number[] = [];
  const clauseBranch: number[] = [];
  for (const re of patterns) {
    if (patternOf.has(re) || unconditional.has(re)) continue;
    const requirement = requirementOf(re);
    if (requirement === undefined) {
      unconditional.add(re);
      continue;
    }
    const id = patternOf.size;
    patternOf.set(re, id);
    for (const clauses of requirement) {
      const branch = branchPattern.length;
      branchPattern.push(id);
      branchSize.push(clauses.length);
      for (const clause of clauses) clauseBranch[clauseOf(clause)] = branch;
    }
  }

  const automaton = buildKeywordAutomaton(keywords.map((k, index) => [index, k.text] as const));
  const inClass = (ch: string): string => (/[\\\]^-]/.test(ch) ? `\\${ch}` : ch);
  // Case-insensitive like the patterns (none is in Unicode mode: `requiredLiterals` reads no other).
  const charClass = chars.length === 0 ? undefined : new RegExp(`[${chars.map(inClass).join('')}]`, 'gi');
  const singles = chars.map((ch) => new RegExp(`[${inClass(ch)}]`, 'i'));
  /** Per character of the text that the class matched, the registered characters it stands for. */
  const standsFor = new Map<string, number[]>();
  const charsOfMatch = (ch: string): number[] => {
    let found = standsFor.get(ch);
    if (found === undefined) {
      found = [];
      singles.forEach((re, index) => {
        if (re.test(ch)) found!.push(index);
      });
      standsFor.set(ch, found);
    }
    return found;
  };

  const { symbols, table, shift, firstAccepting, outputs } = automaton;
  const acceptingRow = firstAccepting << shift;
  // Scratch space shared by every scan (scans do not nest): an entry counts as marked when its stamp is
  // the current scan's, so a scan of a short segment clears nothing.
  const seenAt = new Uint32Array(keywords.length);
  const doneAt = new Uint32Array(outputs.length);
  const clauseAt = new Uint32Array(clauseCount);
  const branchAt = new Uint32Array(branchPattern.length);
  const branchHeld = new Uint16Array(branchPattern.length);
  const found = new Int32Array(keywords.length);
  let stamp = 0;
  const words = Math.ceil(patternOf.size / 32);
  /** A pattern runs when it is not registered or nothing is known of what it needs, else when it may. */
  const answer = (may: Uint32Array | undefined) => (re: RegExp) => {
    const id = patternOf.get(re);
    if (id === undefined) return true;
    return may !== undefined && (may[id >> 5]! & (1 << (id & 31))) !== 0;
  };
  const none: PhraseHits = { may: answer(undefined) };

  return {
    scan(text) {
      if (stamp === 0xffffffff) {
        for (const scratch of [seenAt, doneAt, clauseAt, branchAt]) scratch.fill(0);
        stamp = 0;
      }
      const now = ++stamp;
      let foundCount = 0;
      let row = 0;
      for (let i = 0; i < text.length; i++) {
        row = table[row + symbols[text.charCodeAt(i)]!]!;
        if (row < acceptingRow) continue;
        const state = (row >> shift) - firstAccepting;
        // An accepting state is skipped once every keyword ending there was found.
        if (doneAt[state] === now) continue;
        let pending = false;
        for (const tag of outputs[state]!) {
          if (seenAt[tag] === now) continue;
          const k = keywords[tag]!;
          const start = i - k.text.length + 1;
          if (
            (k.boundaryBefore && start > 0 && isWordCode(text.charCodeAt(start - 1))) ||
            (k.boundaryAfter && i + 1 < text.length && isWordCode(text.charCodeAt(i + 1)))
          ) {
            pending = true;
            continue;
          }
          seenAt[tag] = now;
          found[foundCount++] = tag;
        }
        if (!pending) doneAt[state] = now;
      }
      const beyondAscii = needs.length > 0 && /[^\x00-\x7f]/.test(text);
      if (foundCount === 0 && !beyondAscii) return none;
      // The patterns that may match, one bit each: the answer outlives the scratch space of later scans.
      const may = new Uint32Array(words);
      const hold = (clause: number): void => {
        if (clauseAt[clause] === now) return;
        clauseAt[clause] = now;
        const branch = clauseBranch[clause]!;
        if (branchAt[branch] !== now) {
          branchAt[branch] = now;
          branchHeld[branch] = 0;
        }
        if (++branchHeld[branch]! === branchSize[branch]) {
          const id = branchPattern[branch]!;
          may[id >> 5]! |= 1 << (id & 31);
        }
      };
      for (let f = 0; f < foundCount; f++)
        for (const clause of clausesOfKeyword[found[f]!] ?? []) hold(clause);
      if (beyondAscii) {
        const seenChars = new Uint8Array(chars.length);
        for (const match of text.matchAll(charClass!))
          for (const c of charsOfMatch(match[0])) seenChars[c] = 1;
        for (const { need, clause } of needs) {
          if (
            (need.keyword === undefined || seenAt[need.keyword] === now) &&
            need.chars.every((c) => seenChars[c] === 1)
          )
            hold(clause);
        }
      }
      return { may: answer(may) };
    },
  };
}
