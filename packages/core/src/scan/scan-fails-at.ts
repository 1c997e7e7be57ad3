import { type ScanReport, SEVERITY_RANK, type Severity } from './finding.js';

/** `--fail-on` for `skillport scan`: true when a finding is at or above the threshold. */
export function scanFailsAt(report: ScanReport, threshold: Severity | 'never'): boolean {
  if (threshold === 'never') return false;
  return report.findings.some((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[threshold]);
}
