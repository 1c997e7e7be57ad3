import { buildKeywordAutomaton, type KeywordAutomaton } from '../build-keyword-automaton.js';
import type { Unit } from '../facts.js';
import type { Rule } from '../rules/rule.js';

/**
 * The prefilter, derived from the rules themselves: one automaton over every rule's keywords finds, in one
 * pass over a unit, which rules could fire on it. A rule is given only those units, and a unit is parsed
 * only when a rule that reads facts is among its candidates. Nothing here knows any single rule.
 */
export interface RulePrefilter {
  /** Indexes (into the rule list) of the rules that may fire on this unit. */
  candidates(unit: Unit): number[];
  /** `candidates` plus every rule that reads facts and applies to the unit: for a unit that was parsed. */
  factReaders(unit: Unit, candidates: readonly number[]): number[];
}

const applies = (rule: Rule, unit: Unit): boolean =>
  (rule.surfaces === undefined || rule.surfaces.includes(unit.surface)) &&
  (rule.languages === undefined || rule.languages.includes(unit.language));

export function buildRulePrefilter(rules: readonly Rule[], options: { exhaustive: boolean }): RulePrefilter {
  const always: number[] = [];
  const ascii: [number, string][] = [];
  // Non-ASCII characters by the rules whose keywords hold them; each distinct set of rules is one
  // character group of the automaton (a character must belong to exactly one group).
  const rulesOfChar = new Map<string, Set<number>>();
  rules.forEach((rule, index) => {
    if (options.exhaustive || rule.keywords === undefined) {
      always.push(index);
      return;
    }
    for (const word of rule.keywords) {
      // A keyword outside printable ASCII (a word in another script) matches through its characters: any
      // of them present makes the rule a candidate, a looser but still sound condition.
      if (/^[\x20-\x7e]+$/.test(word)) {
        ascii.push([index, word]);
        continue;
      }
      for (const ch of word) {
        if (ch.charCodeAt(0) <= 0x7e) continue;
        // Characters outside the BMP are matched by their leading surrogate.
        const unit = ch.length === 1 ? ch : ch[0]!;
        if (!rulesOfChar.has(unit)) rulesOfChar.set(unit, new Set());
        rulesOfChar.get(unit)!.add(index);
      }
    }
  });
  const groupRules: number[][] = [];
  const groupOfSet = new Map<string, number>();
  const members: string[] = [];
  for (const [ch, set] of rulesOfChar) {
    const key = [...set].sort((a, b) => a - b).join(',');
    let group = groupOfSet.get(key);
    if (group === undefined) {
      group = groupRules.length;
      groupOfSet.set(key, group);
      groupRules.push([...set]);
      members.push('');
    }
    members[group] += ch;
  }
  const groupTag = (group: number) => rules.length + group;
  const groups: [number, string][] = members.map((chars, group) => [groupTag(group), chars]);
  let automaton: KeywordAutomaton | undefined;
  return {
    factReaders(unit, candidates) {
      const found = new Set(candidates);
      rules.forEach((rule, index) => {
        if (rule.needsFacts && applies(rule, unit)) found.add(index);
      });
      return [...found].sort((a, b) => a - b);
    },
    candidates(unit) {
      automaton ??= buildKeywordAutomaton(ascii, groups);
      const { symbols, table, width, firstAccepting, outputs } = automaton;
      const found = new Uint8Array(rules.length);
      for (const index of always) found[index] = 1;
      // Common keywords (`for`, `set`, `$(`) end a match on most lines: an accepting state's tags are
      // taken the first time it is reached and skipped after that.
      const reached = new Uint8Array(outputs.length);
      const text = unit.text;
      let state = 0;
      for (let i = 0; i < text.length; i++) {
        state = table[state * width + symbols[text.charCodeAt(i)]!]!;
        if (state < firstAccepting || reached[state - firstAccepting] === 1) continue;
        reached[state - firstAccepting] = 1;
        for (const tag of outputs[state - firstAccepting]!) {
          if (tag < rules.length) found[tag] = 1;
          else for (const index of groupRules[tag - rules.length]!) found[index] = 1;
        }
      }
      const candidates: number[] = [];
      for (let index = 0; index < rules.length; index++)
        if (found[index] === 1 && applies(rules[index]!, unit)) candidates.push(index);
      return candidates;
    },
  };
}
