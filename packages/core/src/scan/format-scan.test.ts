import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  formatScanJson,
  formatScanSarif,
  formatScanText,
  SCAN_RULES,
  ScanReportSchema,
  scanFailsAt,
  scanPath,
} from './index.js';

const ROOT = fileURLToPath(new URL('../../test/fixtures/scan/malicious', import.meta.url));

describe('scan report formatters', () => {
  it('JSON round-trips through the report schema', async () => {
    const report = await scanPath(ROOT);
    const parsed = ScanReportSchema.parse(JSON.parse(formatScanJson(report)));
    expect(parsed).toEqual(report);
  });

  it('SARIF 2.1.0 has the required shape and one rule entry per rule id', async () => {
    const report = await scanPath(ROOT);
    const sarif = JSON.parse(formatScanSarif(report, { toolVersion: '0.1.0' }));
    expect(sarif.$schema).toMatch(/sarif-2\.1\.0/);
    expect(sarif.version).toBe('2.1.0');
    const run = sarif.runs[0];
    expect(run.tool.driver.name).toBe('SkillScan');
    const ruleIds = run.tool.driver.rules.map((r: { id: string }) => r.id);
    expect(ruleIds).toEqual(Object.keys(SCAN_RULES));
    expect(run.results).toHaveLength(report.findings.length);
    for (const result of run.results) {
      expect(ruleIds[result.ruleIndex]).toBe(result.ruleId);
      expect(['error', 'warning', 'note']).toContain(result.level);
      expect(result.message.text.length).toBeGreaterThan(0);
      const loc = result.locations[0].physicalLocation;
      expect(loc.artifactLocation.uri).not.toMatch(/^\//);
      expect(loc.region.startLine).toBeGreaterThan(0);
    }
    const critical = run.results.find(
      (r: { properties: { severity: string } }) => r.properties.severity === 'critical',
    );
    expect(critical.level).toBe('error');
  });

  it('text lists findings most severe first with a summary line', async () => {
    const report = await scanPath(ROOT);
    const text = formatScanText(report);
    expect(text.split('\n')[0]).toMatch(/^CRITICAL /);
    expect(text).toMatch(
      /Scanned \d+ file\(s\), \d+ bytes, \d+ skill\(s\): \d+ critical, \d+ high, \d+ medium, \d+ low\./,
    );
  });

  it('decides --fail-on thresholds', async () => {
    const report = await scanPath(ROOT);
    expect(scanFailsAt(report, 'critical')).toBe(true);
    expect(scanFailsAt(report, 'never')).toBe(false);
    expect(
      scanFailsAt({ ...report, findings: report.findings.filter((f) => f.severity === 'low') }, 'medium'),
    ).toBe(false);
  });
});
