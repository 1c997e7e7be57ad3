import { describe, expect, it } from 'vitest';
import { RULES } from './rules/index.js';
import { SCAN_RULE_IDS, SCAN_RULES } from './scan-rules.js';

/** Ids the engine reports itself; every other listed id must come from a rule folder. */
const ENGINE_ID_RE = /^SS-(?:STRUCTURE|SUPPRESSION|LLM)-/;

describe('SCAN_RULES and the rule registry', () => {
  it('lists every id once, with a severity, title and remediation', () => {
    expect(new Set(SCAN_RULE_IDS).size).toBe(SCAN_RULE_IDS.length);
    expect(Object.keys(SCAN_RULES)).toEqual([...SCAN_RULE_IDS]);
    for (const id of SCAN_RULE_IDS) {
      expect(SCAN_RULES[id].title, id).not.toBe('');
      expect(SCAN_RULES[id].remediation, id).not.toBe('');
    }
  });

  it('has a rule folder for every id the engine does not report itself, and no other', () => {
    const registered = new Set(RULES.map((rule) => rule.id));
    for (const id of SCAN_RULE_IDS) expect(registered.has(id), id).toBe(!ENGINE_ID_RE.test(id));
    for (const id of registered) expect(SCAN_RULE_IDS, id).toContain(id);
  });

  it('takes what a rule id shows from the first rule of the registry that reports it', () => {
    for (const rule of RULES) {
      const first = RULES.find((r) => r.id === rule.id);
      if (first !== rule) continue;
      expect(SCAN_RULES[rule.id]).toEqual({
        severity: rule.severity,
        title: rule.title,
        remediation: rule.remediation,
      });
    }
  });
});
