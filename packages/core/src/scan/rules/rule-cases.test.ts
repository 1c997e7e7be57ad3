import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type Finding, SEVERITY_RANK, type Severity, scanPath } from '../index.js';
import { RULES } from './index.js';
import type { Rule } from './rule.js';

/**
 * The one case runner for every rule: each `rules/<family>/cases/malicious/<case>/` is a small skill the
 * rule must report at its severity (or the one in `expect.json`), each `cases/benign/<case>/` one it must
 * not report above `low`. Every case is scanned in the default (prefiltered) and the exhaustive mode, and
 * the two must agree: the proof that the prefilter derived from the rules' keywords hides nothing.
 */
const RULES_DIR = fileURLToPath(new URL('.', import.meta.url));

const folders = readdirSync(RULES_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory() && existsSync(path.join(RULES_DIR, e.name, 'index.ts')))
  .map((e) => e.name)
  .sort();

/** The rule a folder's `index.ts` exports. */
async function ruleOf(folder: string): Promise<Rule> {
  const url = pathToFileURL(path.join(RULES_DIR, folder, 'index.ts')).href;
  const module = (await import(/* @vite-ignore */ url)) as Record<string, Rule>;
  const rules = Object.values(module).filter((v) => typeof v?.check === 'function');
  expect(rules, `${folder}/index.ts must export exactly one rule`).toHaveLength(1);
  return rules[0]!;
}

const casesOf = (folder: string, kind: 'malicious' | 'benign'): string[] => {
  const dir = path.join(RULES_DIR, folder, 'cases', kind);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => path.join(dir, e.name))
        .sort()
    : [];
};

const summary = (findings: readonly Finding[]) =>
  findings.map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.line} ${f.message}`).join('\n') ||
  'no findings';

async function scanBothWays(dir: string): Promise<Finding[]> {
  const report = await scanPath(dir);
  expect(await scanPath(dir, { exhaustive: true }), 'prefiltered and exhaustive scans differ').toEqual(
    report,
  );
  return report.findings;
}

describe.each(folders)('rule %s', (folder) => {
  it('has cases of both kinds', async () => {
    const rule = await ruleOf(folder);
    expect(RULES, `${folder} is not in the registry (rules/index.ts)`).toContain(rule);
    expect(casesOf(folder, 'malicious').length, `${folder} has no malicious cases`).toBeGreaterThan(0);
    expect(casesOf(folder, 'benign').length, `${folder} has no benign cases`).toBeGreaterThan(0);
  });

  it.each(casesOf(folder, 'malicious').map((dir) => [path.basename(dir), dir]))(
    'reports %s',
    async (_name, dir) => {
      const rule = await ruleOf(folder);
      const expectFile = path.join(dir, 'expect.json');
      const expected: Severity = existsSync(expectFile)
        ? (JSON.parse(readFileSync(expectFile, 'utf8')) as { severity: Severity }).severity
        : rule.severity;
      const findings = await scanBothWays(dir);
      const own = findings.filter((f) => f.ruleId === rule.id);
      const worst = own.reduce<Severity | undefined>(
        (max, f) => (max === undefined || SEVERITY_RANK[f.severity] > SEVERITY_RANK[max] ? f.severity : max),
        undefined,
      );
      expect(worst, summary(findings)).toBe(expected);
    },
  );

  it.each(casesOf(folder, 'benign').map((dir) => [path.basename(dir), dir]))(
    'leaves %s alone',
    async (_name, dir) => {
      const rule = await ruleOf(folder);
      const findings = await scanBothWays(dir);
      expect(
        findings.filter((f) => f.ruleId === rule.id && f.severity !== 'low'),
        summary(findings),
      ).toEqual([]);
    },
  );
});
