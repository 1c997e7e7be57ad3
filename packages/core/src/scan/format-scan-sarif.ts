import type { ScanReport, Severity } from './finding.js';
import { SCAN_RULES, type ScanRuleId } from './scan-rules.js';

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
};
/** GitHub code scanning reads `security-severity` (0–10) to rank alerts. */
const SECURITY_SEVERITY: Record<Severity, string> = {
  critical: '9.5',
  high: '7.5',
  medium: '5.0',
  low: '2.0',
};

/** SARIF 2.1.0 for code-scanning UIs; suppressed findings carry an `external` suppression. */
export function formatScanSarif(report: ScanReport, options: { toolVersion?: string } = {}): string {
  const ruleIds = Object.keys(SCAN_RULES) as ScanRuleId[];
  const index = new Map(ruleIds.map((id, i) => [id as string, i]));
  const result = (f: ScanReport['findings'][number], suppression?: string) => ({
    ruleId: f.ruleId,
    ruleIndex: index.get(f.ruleId) ?? -1,
    level: LEVEL[f.severity],
    message: { text: f.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: encodeURI(f.file) },
          region: { startLine: f.line, ...(f.evidence === '' ? {} : { snippet: { text: f.evidence } }) },
        },
      },
    ],
    properties: { severity: f.severity, 'security-severity': SECURITY_SEVERITY[f.severity] },
    ...(suppression === undefined
      ? {}
      : { suppressions: [{ kind: 'external', justification: suppression }] }),
  });
  const sarif = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'SkillScan',
            ...(options.toolVersion === undefined ? {} : { version: options.toolVersion }),
            rules: ruleIds.map((id) => ({
              id,
              name: id
                .replace(/^SS-/, '')
                .toLowerCase()
                .replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase()),
              shortDescription: { text: SCAN_RULES[id].title },
              help: { text: SCAN_RULES[id].remediation },
              defaultConfiguration: { level: LEVEL[SCAN_RULES[id].severity] },
              properties: { 'security-severity': SECURITY_SEVERITY[SCAN_RULES[id].severity] },
            })),
          },
        },
        results: [
          ...report.findings.map((f) => result(f)),
          ...report.suppressed.map((f) => result(f, f.suppressionReason)),
        ],
      },
    ],
  };
  return `${JSON.stringify(sarif, null, 2)}\n`;
}
