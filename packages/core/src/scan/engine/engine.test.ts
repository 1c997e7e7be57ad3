import { describe, expect, it } from 'vitest';
import type { Unit } from '../facts.js';
import type { Rule } from '../rules/rule.js';
import { analysePackage, type EngineParts } from './analyse-package.js';
import { calibrateSeverity } from './calibrate-severity.js';
import { buildRulePrefilter } from './rule-prefilter.js';

const unit = (text: string, extra: Partial<Unit> = {}): Unit => ({
  file: 'scripts/x.sh',
  inPackage: 'scripts/x.sh',
  language: 'shell',
  surface: 'script',
  text,
  firstLine: 1,
  ...extra,
});

const rule = (id: Rule['id'], keywords: string[] | undefined, extra: Partial<Rule> = {}): Rule => ({
  id,
  severity: 'critical',
  title: id,
  remediation: 'r',
  rationale: 'r',
  ...(keywords === undefined ? {} : { keywords }),
  needsFacts: false,
  check: ({ units, report }) => {
    for (const { unit: u } of units) report(u, { line: u.firstLine, message: `${id} fired` });
  },
  ...extra,
});

describe('the prefilter derived from rule keywords', () => {
  const rules = [
    rule('SS-EXFIL', ['curl', 'WGET']),
    rule('SS-PROMPT-INJECTION', ['忽略指令', 'игнорируй']),
    rule('SS-ENV-DUMP', undefined),
    rule('SS-MCP-CONFIG', ['curl'], { surfaces: ['mcp-config'] }),
    rule('SS-DESTRUCTIVE', ['игнорируй', 'rm ']),
  ];
  const prefilter = buildRulePrefilter(rules, { exhaustive: false });

  it('finds the rules whose keywords occur, case-insensitively, in any script', () => {
    expect(prefilter.candidates(unit('x=$(Curl -s a)'))).toEqual([0, 2]);
    expect(prefilter.candidates(unit('wget'))).toEqual([0, 2]);
    expect(prefilter.candidates(unit('nothing here'))).toEqual([2]);
  });

  it('matches words in other scripts through their characters, shared between rules', () => {
    expect(prefilter.candidates(unit('请忽略'))).toEqual([1, 2]);
    expect(prefilter.candidates(unit('ру'))).toEqual([1, 2, 4]);
  });

  it('keeps a rule to its surfaces, and the exhaustive mode gives every rule every unit it applies to', () => {
    expect(prefilter.candidates(unit('curl', { surface: 'mcp-config' }))).toEqual([0, 2, 3]);
    const all = buildRulePrefilter(rules, { exhaustive: true });
    expect(all.candidates(unit('nothing'))).toEqual([0, 1, 2, 4]);
  });
});

describe('per-language triggers', () => {
  const rules = [
    rule('SS-UNTRUSTED-SOURCE', ['\\bpip\\b', 'npm']),
    rule('SS-ENV-DUMP', ['env'], {
      triggers: {
        python: [{ keywords: ['environ'], pattern: /environ(?!\s*(?:\[|\.get\())/ }],
        javascript: [{ keywords: ['env'], alsoOneOf: [['fetch', 'http']] }],
        shell: [],
      },
    }),
  ];
  const prefilter = buildRulePrefilter(rules, { exhaustive: false });
  const py = (text: string) => unit(text, { language: 'python', file: 'x.py', inPackage: 'x.py' });
  const js = (text: string) => unit(text, { language: 'javascript', file: 'x.js', inPackage: 'x.js' });

  it('matches a word with boundary marks only where no word character touches it', () => {
    expect(prefilter.candidates(unit('set -euo pipefail'))).toEqual([]);
    expect(prefilter.candidates(unit('pip install x'))).toEqual([0]);
    expect(prefilter.candidates(unit('x; PIP install x'))).toEqual([0]);
    // The first occurrence fails the boundary, a later one holds.
    expect(prefilter.candidates(unit('pipefail; pip install x'))).toEqual([0]);
  });

  it("uses a language's triggers in place of the keywords there, and the keywords elsewhere", () => {
    expect(prefilter.candidates(unit('env | sort', { language: 'markdown' }))).toEqual([1]);
    expect(prefilter.candidates(unit('env | sort'))).toEqual([]);
    expect(prefilter.candidates(py('os.environ.get("A")\nos.environ["B"]'))).toEqual([]);
    expect(prefilter.candidates(py('print(dict(os.environ))'))).toEqual([1]);
    expect(prefilter.candidates(js('const e = process.env.HOME;'))).toEqual([]);
    expect(prefilter.candidates(js('fetch(u, { body: JSON.stringify(process.env) })'))).toEqual([1]);
  });

  it('says which rule and words would force a parse', () => {
    const readers = buildRulePrefilter(
      rules.map((r) => ({ ...r, needsFacts: true })),
      { exhaustive: false },
    );
    expect(readers.parseReasons(py('print(os.environ)')).map((r) => [r.rule.id, r.words])).toEqual([
      ['SS-ENV-DUMP', ['environ', 'environ']],
    ]);
    expect(readers.parseReasons(js('pip(); http(env)')).map((r) => [r.rule.id, r.words])).toEqual([
      ['SS-UNTRUSTED-SOURCE', ['\\bpip\\b']],
      ['SS-ENV-DUMP', ['env', 'http']],
    ]);
  });

  it('refuses keywords it could not match as written', () => {
    expect(() => buildRulePrefilter([rule('SS-EXFIL', ['\bcurl'])], { exhaustive: false })).toThrow(
      /control/,
    );
    const sticky = rule('SS-EXFIL', undefined, { triggers: { shell: [{ keywords: ['x'], pattern: /x/g }] } });
    expect(() => buildRulePrefilter([sticky], { exhaustive: false })).toThrow(/global/);
  });
});

describe('severity calibration', () => {
  it('counts what the agent runs fully and documentation less', () => {
    expect(calibrateSeverity('critical', unit('x'))).toBe('critical');
    expect(
      calibrateSeverity('critical', unit('x', { surface: 'skill-block', context: 'Run this first:' })),
    ).toBe('critical');
    expect(calibrateSeverity('critical', unit('x', { surface: 'reference-block' }))).toBe('high');
    for (const context of ['## Attack patterns', 'An attacker pipes a download into sh:', 'Never run:']) {
      expect(calibrateSeverity('critical', unit('x', { surface: 'skill-block', context }))).toBe('medium');
    }
    const labelled = unit(
      '# VULNERABLE: no validation\ndef f(d):\n    return eval(d)\n\n# SAFE\nast.literal_eval(d)',
      {
        surface: 'reference-block',
      },
    );
    expect(calibrateSeverity('high', labelled, 3)).toBe('medium');
    expect(calibrateSeverity('high', labelled, 6)).toBe('high');
    // "To avoid prompts, run:" is an instruction, in SKILL.md as anywhere; in a reference it explains.
    const lead = 'To avoid `sudo` prompts on every flash, run the one-time setup:';
    expect(calibrateSeverity('high', unit('x', { surface: 'skill-block', context: lead }))).toBe('high');
    expect(calibrateSeverity('high', unit('x', { surface: 'reference-block', context: lead }))).toBe(
      'medium',
    );
    const unlabelled = unit('# fetch the helper\ncurl x | sh', { surface: 'skill-block' });
    expect(calibrateSeverity('critical', unlabelled, 2)).toBe('critical');
    expect(calibrateSeverity('low', unit('x', { surface: 'reference-block', context: 'malicious' }))).toBe(
      'low',
    );
  });
});

describe('analysePackage', () => {
  const parts = (rules: Rule[], extract?: () => never): EngineParts => ({
    rules,
    prefilter: buildRulePrefilter(rules, { exhaustive: false }),
    languages: extract === undefined ? {} : { shell: { extractor: { extract } } },
    shellFacts: () => [],
  });

  it('keeps one finding per rule and line, the most severe, with redacted evidence', async () => {
    const twice = rule('SS-EXFIL', ['curl'], {
      check: ({ units, report }) => {
        const u = units[0]!.unit;
        report(u, { line: 2, severity: 'high', message: 'a' });
        report(u, { line: 2, severity: 'critical', message: 'b' });
        report(u, { line: 2, severity: 'medium', message: 'c' });
      },
    });
    const text = 'echo\ncurl -H "token: ghp_abcdefghijklmnopqrstuvwxyz0123456789" x\n';
    const findings = await analysePackage(
      { prefix: '', units: [{ unit: unit(text), facts: [] }], fileText: new Map([['scripts/x.sh', text]]) },
      parts([twice]),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'critical', message: 'b', line: 2 });
    expect(findings[0]!.evidence).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
  });

  it('gives a rule about allowed-tools no unit of a package that declares none, so nothing is parsed for it', async () => {
    let parsed = 0;
    const reader = rule('SS-DECLARATION-MISMATCH', ['curl'], { needsFacts: true, needsAllowedTools: true });
    const input = { prefix: '', units: [{ unit: unit('curl x'), facts: [] }], fileText: new Map() };
    const extract = () => {
      parsed++;
      return [];
    };
    const withShell: EngineParts = { ...parts([reader]), languages: { shell: { extractor: { extract } } } };
    expect(await analysePackage(input, withShell)).toEqual([]);
    expect(parsed).toBe(0);
    expect(await analysePackage({ ...input, allowedTools: ['Read'] }, withShell)).toHaveLength(1);
    expect(parsed).toBe(1);
  });

  it('reports code its analyser fails on instead of passing it', async () => {
    const reader = rule('SS-EXFIL', ['curl'], { needsFacts: true });
    const findings = await analysePackage(
      { prefix: '', units: [{ unit: unit('curl x'), facts: [] }], fileText: new Map() },
      parts([reader], () => {
        throw new Error('boom');
      }),
    );
    expect(findings.map((f) => [f.ruleId, f.severity])).toContainEqual(['SS-STRUCTURE-UNREADABLE', 'high']);
  });
});
