import { isAsciiWordCode } from '../ascii-word.js';
import { buildKeywordAutomaton, type KeywordAutomaton } from '../build-keyword-automaton.js';
import type { Unit, UnitLanguage } from '../facts.js';
import type { Rule, Trigger } from '../rules/rule.js';

/**
 * The prefilter, derived from the rules themselves: one automaton over every word of every rule's
 * keywords and triggers finds, in one pass over a unit, which words occur; each rule's condition for the
 * unit's language then says whether it could fire. A rule is given only those units, and a unit is parsed
 * only when a rule that reads facts is among its candidates. Nothing here knows any single rule.
 */
export interface RulePrefilter {
  /** Indexes (into the rule list) of the rules that may fire on this unit. */
  candidates(unit: Unit): number[];
  /** `candidates` plus every rule that reads facts and applies to the unit: for a unit that was parsed. */
  factReaders(unit: Unit, candidates: readonly number[]): number[];
  /** For each candidate that reads facts, the words that made it one: why the unit is parsed. */
  parseReasons(unit: Unit): { rule: Rule; words: string[] }[];
}

/**
 * A rule's condition: any of the clauses; a clause holds when each of its groups has a word found and the
 * text matches its pattern, if it has one.
 */
type Condition = { groups: number[]; pattern?: Trigger['pattern'] }[];

const WORD_BOUNDARY = '\\b';
/**
 * Longer units are not tested against trigger patterns (a clause whose words hold then holds): a pattern
 * that backtracks far must not make the prefilter itself slow on a hostile file.
 */
const MAX_PATTERN_CHARS = 64 * 1024;

interface Term {
  word: string;
  /** Number of code units the automaton matched (the word without its boundary marks). */
  length: number;
  boundaryBefore: boolean;
  boundaryAfter: boolean;
}

const applies = (rule: Rule, unit: Unit): boolean =>
  (rule.surfaces === undefined || rule.surfaces.includes(unit.surface)) &&
  (rule.languages === undefined || rule.languages.includes(unit.language));

export function buildRulePrefilter(rules: readonly Rule[], options: { exhaustive: boolean }): RulePrefilter {
  const terms: Term[] = [];
  const termOfWord = new Map<string, number>();
  // Non-ASCII characters by the terms whose words hold them; each distinct set of terms is one character
  // group of the automaton (a character must belong to exactly one group).
  const termsOfChar = new Map<string, Set<number>>();
  const termOf = (word: string): number => {
    const known = termOfWord.get(word);
    if (known !== undefined) return known;
    if (/[\u0000-\u001f\u007f]/.test(word)) throw new Error(`keyword holds a control character: ${word}`);
    const boundaryBefore = word.startsWith(WORD_BOUNDARY);
    const boundaryAfter = word.length > WORD_BOUNDARY.length && word.endsWith(WORD_BOUNDARY);
    const bare = word.slice(boundaryBefore ? 2 : 0, boundaryAfter ? -2 : undefined);
    const index = terms.length;
    terms.push({ word, length: bare.length, boundaryBefore, boundaryAfter });
    termOfWord.set(word, index);
    if (!/^[\x20-\x7e]+$/.test(bare)) {
      // A word outside printable ASCII (a word in another script) matches through its characters: any
      // of them present counts as the word, a looser but still sound condition.
      for (const ch of bare) {
        if (ch.charCodeAt(0) <= 0x7e) continue;
        // Characters outside the BMP are matched by their leading surrogate.
        const unit = ch.length === 1 ? ch : ch[0]!;
        if (!termsOfChar.has(unit)) termsOfChar.set(unit, new Set());
        termsOfChar.get(unit)!.add(index);
      }
    }
    return index;
  };
  // A group of words is one id: the automaton's pass records, per group, the first of its words found,
  // so a condition is a few array reads however many words its groups hold.
  const groupsOfTerm: number[][] = [];
  const groupIds = new Map<readonly string[], number>();
  const wordGroups: number[][] = [];
  const groupOf = (words: readonly string[]): number => {
    let id = groupIds.get(words);
    if (id === undefined) {
      id = wordGroups.length;
      groupIds.set(words, id);
      const members = [...new Set(words.map(termOf))];
      wordGroups.push(members);
      for (const term of members) {
        groupsOfTerm[term] ??= [];
        groupsOfTerm[term].push(id);
      }
    }
    return id;
  };
  const clauseOf = (trigger: Trigger): Condition[number] => {
    // A global or sticky pattern keeps state between tests: the same text would match, then not.
    const { pattern } = trigger;
    if (pattern instanceof RegExp && (pattern.global || pattern.sticky))
      throw new Error(`trigger pattern must not be global or sticky: ${pattern}`);
    const groups = [trigger.keywords, ...(trigger.alsoOneOf ?? [])].map(groupOf);
    return trigger.pattern === undefined ? { groups } : { groups, pattern: trigger.pattern };
  };
  // Per rule: undefined when it sees every unit it applies to; else its condition by language, and the
  // condition of languages without a trigger of their own (undefined: every unit of those languages).
  const conditions = rules.map((rule) => {
    if (options.exhaustive) return undefined;
    const byLanguage = new Map<UnitLanguage, Condition>();
    for (const [language, triggers] of Object.entries(rule.triggers ?? {}))
      byLanguage.set(language as UnitLanguage, (triggers ?? []).map(clauseOf));
    const fallback: Condition | undefined =
      rule.keywords === undefined ? undefined : [{ groups: [groupOf(rule.keywords)] }];
    if (fallback === undefined && byLanguage.size === 0) return undefined;
    return { byLanguage, fallback };
  });

  const asciiTerms: [number, string][] = [];
  terms.forEach((term, index) => {
    const bare = term.word.slice(term.boundaryBefore ? 2 : 0, term.boundaryAfter ? -2 : undefined);
    if (/^[\x20-\x7e]+$/.test(bare)) asciiTerms.push([index, bare]);
  });
  const groupTerms: number[][] = [];
  const groupOfSet = new Map<string, number>();
  const members: string[] = [];
  for (const [ch, set] of termsOfChar) {
    const key = [...set].sort((a, b) => a - b).join(',');
    let group = groupOfSet.get(key);
    if (group === undefined) {
      group = groupTerms.length;
      groupOfSet.set(key, group);
      groupTerms.push([...set]);
      members.push('');
    }
    members[group] += ch;
  }
  const groups: [number, string][] = members.map((chars, group) => [terms.length + group, chars]);
  let pass: AutomatonPass | undefined;

  /**
   * Per group of words, the first of its terms that occurs in the text (-1: none); one automaton pass.
   * The result is the pass's own array, valid until the next call: every caller reads it at once.
   */
  const found = (text: string): Int32Array => {
    pass ??= compilePass(buildKeywordAutomaton(asciiTerms, groups), {
      terms,
      groupTerms,
      groupsOfTerm,
      groupCount: wordGroups.length,
    });
    return pass.run(text);
  };

  /** The clauses of a rule's condition for a language; undefined when the rule sees every such unit. */
  const clausesOf = (index: number, language: UnitLanguage): Condition | undefined => {
    const condition = conditions[index];
    if (condition === undefined) return undefined;
    return condition.byLanguage.get(language) ?? condition.fallback;
  };

  /**
   * Whether the rule's condition holds on the unit: the words of the first clause that holds ([] when
   * the rule needs none), else undefined. Pattern results are kept per unit: rules share patterns.
   */
  const holds = (
    index: number,
    unit: Unit,
    hits: Int32Array,
    tested: Map<NonNullable<Trigger['pattern']>, string | undefined>,
  ): string[] | undefined => {
    const clauses = clausesOf(index, unit.language);
    if (clauses === undefined) return [];
    for (const { groups, pattern } of clauses) {
      if (!groups.every((group) => hits[group] !== -1)) continue;
      const words = groups.map((group) => terms[hits[group]!]!.word);
      if (pattern === undefined || unit.text.length > MAX_PATTERN_CHARS) return words;
      if (!tested.has(pattern)) tested.set(pattern, matchOf(pattern, unit.text));
      const match = tested.get(pattern);
      if (match !== undefined) return [...words, match];
    }
    return undefined;
  };

  /**
   * The rules of a surface-language pair in order, each with its clauses (null: sees every unit), with
   * each clause's groups as one typed array: `candidates` runs for every unit, so it allocates nothing
   * per rule. A handful of pairs occur.
   */
  type Applicable = { index: number; clauses: { groups: Int32Array; pattern?: Trigger['pattern'] }[] | null };
  const applicableTo = new Map<string, Applicable[]>();
  const applicable = (unit: Unit): Applicable[] => {
    const key = `${unit.surface} ${unit.language}`;
    let list = applicableTo.get(key);
    if (list === undefined) {
      list = [];
      for (let index = 0; index < rules.length; index++) {
        if (!applies(rules[index]!, unit)) continue;
        const clauses = clausesOf(index, unit.language);
        list.push({
          index,
          clauses:
            clauses === undefined
              ? null
              : clauses.map(({ groups, pattern }) =>
                  pattern === undefined
                    ? { groups: Int32Array.from(groups) }
                    : { groups: Int32Array.from(groups), pattern },
                ),
        });
      }
      applicableTo.set(key, list);
    }
    return list;
  };

  return {
    factReaders(unit, candidates) {
      const all = new Set(candidates);
      rules.forEach((rule, index) => {
        if (rule.needsFacts && applies(rule, unit)) all.add(index);
      });
      return [...all].sort((a, b) => a - b);
    },
    candidates(unit) {
      const hits = found(unit.text);
      const testable = unit.text.length <= MAX_PATTERN_CHARS;
      let tested: Map<NonNullable<Trigger['pattern']>, boolean> | undefined;
      const candidates: number[] = [];
      for (const { index, clauses } of applicable(unit)) {
        if (clauses === null) {
          candidates.push(index);
          continue;
        }
        for (const { groups, pattern } of clauses) {
          let all = true;
          for (let g = 0; g < groups.length; g++) {
            if (hits[groups[g]!] === -1) {
              all = false;
              break;
            }
          }
          if (!all) continue;
          if (pattern !== undefined && testable) {
            tested ??= new Map();
            let matched = tested.get(pattern);
            if (matched === undefined) {
              matched = typeof pattern === 'function' ? pattern(unit.text) : pattern.test(unit.text);
              tested.set(pattern, matched);
            }
            if (!matched) continue;
          }
          candidates.push(index);
          break;
        }
      }
      return candidates;
    },
    parseReasons(unit) {
      const hits = found(unit.text);
      const tested = new Map();
      const reasons: { rule: Rule; words: string[] }[] = [];
      rules.forEach((rule, index) => {
        if (!rule.needsFacts || !applies(rule, unit)) return;
        const words = holds(index, unit, hits, tested);
        if (words !== undefined) reasons.push({ rule, words });
      });
      return reasons;
    },
  };
}

/** What a trigger's pattern matched in the text (a function's name for a function), else undefined. */
function matchOf(pattern: NonNullable<Trigger['pattern']>, text: string): string | undefined {
  if (typeof pattern === 'function') return pattern(text) ? `${pattern.name}()` : undefined;
  return pattern.exec(text)?.[0];
}

/**
 * The automaton with what its accepting states mean laid out flat (typed arrays, no per-unit allocation):
 * most of a pass is spent on a few common words ending on most lines, so what a match costs decides
 * the prefilter's speed more than the table walk does.
 */
interface AutomatonPass {
  run(text: string): Int32Array;
}

interface PassTables {
  terms: readonly Term[];
  /** Terms of each character group (tags from `terms.length` on). */
  groupTerms: readonly number[][];
  groupsOfTerm: readonly (number[] | undefined)[];
  groupCount: number;
}

function compilePass(automaton: KeywordAutomaton, tables: PassTables): AutomatonPass {
  const { terms, groupTerms, groupsOfTerm, groupCount } = tables;
  const { symbols, table, shift, firstAccepting, outputs } = automaton;
  const acceptingRow = firstAccepting << shift;
  // Per accepting state: the terms found wherever the state is reached (no boundary mark; a character
  // group stands for all of its terms), then those whose boundary marks must be checked at the place.
  const plainStart = new Int32Array(outputs.length + 1);
  const boundaryStart = new Int32Array(outputs.length + 1);
  const plain: number[] = [];
  const bounded: number[] = [];
  outputs.forEach((tags, k) => {
    plainStart[k] = plain.length;
    boundaryStart[k] = bounded.length;
    for (const tag of tags) {
      if (tag >= terms.length) plain.push(...groupTerms[tag - terms.length]!);
      else if (terms[tag]!.boundaryBefore || terms[tag]!.boundaryAfter) bounded.push(tag);
      else plain.push(tag);
    }
  });
  plainStart[outputs.length] = plain.length;
  boundaryStart[outputs.length] = bounded.length;
  const plainTerms = Int32Array.from(plain);
  const boundedTerms = Int32Array.from(bounded);
  const lengths = Int32Array.from(terms, (t) => t.length);
  const before = Uint8Array.from(terms, (t) => (t.boundaryBefore ? 1 : 0));
  const after = Uint8Array.from(terms, (t) => (t.boundaryAfter ? 1 : 0));
  // The groups of each term, as one list with offsets.
  const groupStart = new Int32Array(terms.length + 1);
  const groupList: number[] = [];
  terms.forEach((_, term) => {
    groupStart[term] = groupList.length;
    groupList.push(...(groupsOfTerm[term] ?? []));
  });
  groupStart[terms.length] = groupList.length;
  const groupsOf = Int32Array.from(groupList);

  const seen = new Uint8Array(terms.length);
  const done = new Uint8Array(outputs.length);
  const hits = new Int32Array(groupCount);
  const mark = (term: number): void => {
    seen[term] = 1;
    for (let g = groupStart[term]!, end = groupStart[term + 1]!; g < end; g++) {
      const group = groupsOf[g]!;
      if (hits[group] === -1) hits[group] = term;
    }
  };
  return {
    run(text) {
      seen.fill(0);
      done.fill(0);
      hits.fill(-1);
      const length = text.length;
      let row = 0;
      for (let i = 0; i < length; i++) {
        row = table[row + symbols[text.charCodeAt(i)]!]!;
        if (row < acceptingRow) continue;
        const k = (row >> shift) - firstAccepting;
        // Common words (`for`, `set`, `$(`) end a match on most lines: an accepting state is skipped once
        // every term ending there was found (a term with a boundary mark may fail at one place, hold later).
        if (done[k] === 1) continue;
        for (let j = plainStart[k]!, end = plainStart[k + 1]!; j < end; j++) {
          const term = plainTerms[j]!;
          if (seen[term] === 0) mark(term);
        }
        let pending = false;
        for (let j = boundaryStart[k]!, end = boundaryStart[k + 1]!; j < end; j++) {
          const term = boundedTerms[j]!;
          if (seen[term] === 1) continue;
          const start = i - lengths[term]! + 1;
          if (
            (before[term] === 1 && start > 0 && isAsciiWordCode(text.charCodeAt(start - 1))) ||
            (after[term] === 1 && i + 1 < length && isAsciiWordCode(text.charCodeAt(i + 1)))
          ) {
            pending = true;
            continue;
          }
          mark(term);
        }
        if (!pending) done[k] = 1;
      }
      return hits;
    },
  };
}
