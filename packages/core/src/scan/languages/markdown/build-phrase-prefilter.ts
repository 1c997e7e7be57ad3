import { buildKeywordAutomaton } from '../../build-keyword-automaton.js';
import { type Clause, requiredLiterals } from './required-literals.js';

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

  /** Per pattern: alternatives, each the clauses that must all hold; undefined: the pattern always runs. */
  const conditions = new Map<RegExp, number[][] | undefined>();
  for (const re of patterns) {
    if (!conditions.has(re))
      conditions.set(
        re,
        requiredLiterals(re)?.map((clauses) => clauses.map(clauseOf)),
      );
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

  return {
    scan(text) {
      const { symbols, table, width, firstAccepting, outputs } = automaton;
      const seen = new Uint8Array(keywords.length);
      const found: number[] = [];
      // An accepting state is skipped once every keyword ending there was found.
      const done = new Uint8Array(outputs.length);
      let state = 0;
      for (let i = 0; i < text.length; i++) {
        state = table[state * width + symbols[text.charCodeAt(i)]!]!;
        if (state < firstAccepting || done[state - firstAccepting] === 1) continue;
        let pending = false;
        for (const tag of outputs[state - firstAccepting]!) {
          if (seen[tag] === 1) continue;
          const k = keywords[tag]!;
          const start = i - k.text.length + 1;
          if (
            (k.boundaryBefore && start > 0 && isWordCode(text.charCodeAt(start - 1))) ||
            (k.boundaryAfter && i + 1 < text.length && isWordCode(text.charCodeAt(i + 1)))
          ) {
            pending = true;
            continue;
          }
          seen[tag] = 1;
          found.push(tag);
        }
        if (!pending) done[state - firstAccepting] = 1;
      }
      const holds = new Uint8Array(clauseCount);
      for (const k of found) for (const clause of clausesOfKeyword[k] ?? []) holds[clause] = 1;
      if (needs.length > 0 && /[^\x00-\x7f]/.test(text)) {
        const seenChars = new Uint8Array(chars.length);
        for (const match of text.matchAll(charClass!))
          for (const c of charsOfMatch(match[0])) seenChars[c] = 1;
        for (const { need, clause } of needs) {
          if (
            (need.keyword === undefined || seen[need.keyword] === 1) &&
            need.chars.every((c) => seenChars[c] === 1)
          )
            holds[clause] = 1;
        }
      }
      const known = new Map<RegExp, boolean>();
      return {
        may(re) {
          let answer = known.get(re);
          if (answer === undefined) {
            const condition = conditions.get(re);
            answer =
              condition === undefined ||
              condition.some((clauses) => clauses.every((clause) => holds[clause] === 1));
            known.set(re, answer);
          }
          return answer;
        },
      };
    },
  };
}
