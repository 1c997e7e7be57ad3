import * as fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Finding, SEVERITY_RANK, type Severity, scanPath } from '../src/scan/index.js';
import { eachCase } from './scan-known-gaps.js';

/**
 * Runners for the per-language variant suites (`scan-*-variants*.test.ts`): each case is a small skill
 * scanned in a temporary folder, held to an exact worst severity, and in both the fast (prefiltered) and
 * the full-parse mode.
 */
export type Files = Record<string, string>;
export type Worst = Severity | 'none';
export type PythonMalicious = [name: string, files: Files, ruleId: string, worst: Severity];
export type PythonBenign = [name: string, files: Files, worst: Worst];
export interface JavaScriptCase {
  name: string;
  file: string;
  source: string;
  worst: Worst;
  rule?: string;
}
export type ShellCase = [name: string, file: string, source: string, worst: Worst];

/** A fresh temporary folder for the suite, removed after it. */
function suiteDir(prefix: string): () => string {
  let dir = '';
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}

function worstOf(findings: readonly Finding[]): Worst {
  return findings.reduce<Worst>(
    (max, f) => (max === 'none' || SEVERITY_RANK[f.severity] > SEVERITY_RANK[max] ? f.severity : max),
    'none',
  );
}

/** Malicious Python skills reach exactly `worst` on `ruleId`; lookalikes stay at their exact worst. */
export function describePythonCases(
  titles: { malicious: string; benign: string; dirPrefix: string },
  malicious: readonly PythonMalicious[],
  benign: readonly PythonBenign[],
): void {
  const dir = suiteDir(titles.dirPrefix);
  const scanSkill = async (name: string, files: Files): Promise<Finding[]> => {
    const root = path.join(dir(), name.replace(/\W+/g, '_'));
    await fs.mkdir(root, { recursive: true });
    await fs.writeFile(path.join(root, 'SKILL.md'), '---\nname: t\ndescription: t\n---\nbody\n');
    for (const [file, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
      await fs.writeFile(path.join(root, file), text);
    }
    const report = await scanPath(root);
    // The token prefilter must not hide anything a full parse finds.
    expect(await scanPath(root, { exhaustive: true })).toEqual(report);
    return report.findings.filter((f) => f.severity !== 'low');
  };
  const summary = (findings: Finding[]): string =>
    findings.map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.line} ${f.message}`).join('\n');

  describe(titles.malicious, () => {
    eachCase(malicious)('%s', async (name, files, ruleId, worst) => {
      const findings = await scanSkill(name, files);
      const top = findings[0]?.severity ?? 'low';
      expect(top, summary(findings)).toBe(worst);
      expect(
        findings.some((f) => f.ruleId === ruleId && f.severity === worst),
        summary(findings),
      ).toBe(true);
    });
  });

  describe(titles.benign, () => {
    eachCase(benign)('%s', async (name, files, worst) => {
      const findings = await scanSkill(name, files);
      if (worst === 'none') expect(summary(findings)).toBe('');
      else expect(findings[0]?.severity, summary(findings)).toBe(worst);
      expect(SEVERITY_RANK[findings[0]?.severity ?? 'low']).toBeLessThan(SEVERITY_RANK.critical);
    });
  });
}

/** One file per case, without SKILL.md, scanned once per mode; `rule` must carry the worst severity. */
export function describeJavaScriptCases(
  title: string,
  dirPrefix: string,
  cases: readonly JavaScriptCase[],
): void {
  const root = suiteDir(dirPrefix);
  describe(title, () => {
    cases.forEach(({ name, file, source, worst, rule }, i) => {
      for (const exhaustive of [false, true]) {
        it(`${name}${exhaustive ? ' (full parse)' : ''}`, async () => {
          const dir = path.join(root(), `case-${i}-${exhaustive ? 'full' : 'fast'}`);
          await fs.mkdir(dir, { recursive: true });
          await fs.writeFile(path.join(dir, file), source);
          const report = await scanPath(dir, { exhaustive });
          const findings = report.findings.filter((f) => f.file === file && f.severity !== 'low');
          const summary = findings.map((f) => `${f.severity} ${f.ruleId}:${f.line} ${f.message}`).join('; ');
          expect(worstOf(findings), summary).toBe(worst);
          if (rule !== undefined)
            expect(
              findings.some((f) => f.ruleId === rule && f.severity === worst),
              summary,
            ).toBe(true);
        });
      }
    });
  });
}

/** One script beside a plain SKILL.md; its own findings reach exactly `worst`, equally in both modes. */
export function describeShellCases(title: string, dirPrefix: string, cases: readonly ShellCase[]): void {
  const dir = suiteDir(dirPrefix);
  describe(title, () => {
    it.each(cases)('%s', async (name, file, source, worst) => {
      const root = path.join(dir(), name.replace(/\W+/g, '-'));
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(path.join(root, 'SKILL.md'), '---\nname: v\ndescription: v\n---\nbody\n');
      await fs.writeFile(path.join(root, file), source);
      const report = await scanPath(root);
      const own = report.findings.filter((f) => f.file === file && f.severity !== 'low');
      expect(worstOf(own), JSON.stringify(own.map((f) => [f.ruleId, f.severity, f.message]))).toBe(worst);
      expect(await scanPath(root, { exhaustive: true })).toEqual(report);
    });
  });
}
