import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanPath } from './index.js';

const CORPUS = fileURLToPath(new URL('../../../../../shared/corpus/real', import.meta.url));
const present = existsSync(CORPUS);

if (!present && process.env.CI === 'true') throw new Error(`real-skill corpus missing at ${CORPUS}`);

describe.skipIf(!present)('SkillScan on real, benign skills (../shared/corpus/real)', () => {
  it('reports no critical finding and prints the rest per rule', async () => {
    const report = await scanPath(CORPUS);
    const counts = new Map<string, number>();
    for (const f of report.findings) {
      if (f.severity === 'low') continue;
      const key = `${f.severity} ${f.ruleId}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const table = [...counts].sort().map(([k, n]) => `  ${k}: ${n}`);
    console.log(`corpus: ${report.filesScanned} files, ${report.skills.length} skills\n${table.join('\n')}`);
    if (process.env.SKILLSCAN_DEBUG) {
      for (const f of report.findings.filter((x) => x.severity !== 'low')) {
        console.log(`${f.severity} ${f.ruleId} ${f.file}:${f.line} ${f.message} | ${f.evidence}`);
      }
    }
    expect(report.skills.length).toBeGreaterThan(100);
    // pi-mono's loader fixture holds a second SKILL.md on purpose (it tests that the outer one wins):
    // install refuses such a package, and the scan says so with the same code. Nothing else is critical.
    expect(
      report.findings.filter((f) => f.severity === 'critical').map((f) => [f.ruleId, f.file, f.message]),
    ).toEqual([
      [
        'SS-STRUCTURE-REFUSED',
        'badlogic__pi-mono/packages/coding-agent/test/fixtures/skills/root-skill-preferred/nested-child/SKILL.md',
        expect.stringContaining('(ARCHIVE_NESTED_SKILL)'),
      ],
    ]);
    // The token prefilter must never hide a finding that a full parse would produce.
    expect(await scanPath(CORPUS, { exhaustive: true })).toEqual(report);
  }, 120_000);
});
