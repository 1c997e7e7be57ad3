import { type ScanReport, SEVERITY_RANK, type Severity } from './finding.js';

/** Human-readable report: one block per finding, most severe first, then a summary line. */
export function formatScanText(report: ScanReport): string {
  const lines: string[] = [];
  for (const f of report.findings) {
    lines.push(`${f.severity.toUpperCase().padEnd(8)} ${f.ruleId}  ${f.file}:${f.line}`);
    lines.push(`  ${f.message}`);
    if (f.evidence !== '') lines.push(`  > ${f.evidence}`);
    lines.push(`  fix: ${f.remediation}`);
  }
  if (report.suppressed.length > 0) {
    lines.push(`${report.suppressed.length} finding(s) suppressed by .skillscan.yaml:`);
    for (const f of report.suppressed)
      lines.push(`  ${f.ruleId}  ${f.file}:${f.line}  (${f.suppressionReason})`);
  }
  const counts = (Object.keys(SEVERITY_RANK) as Severity[]).map(
    (s) => `${report.findings.filter((f) => f.severity === s).length} ${s}`,
  );
  lines.push(
    `Scanned ${report.filesScanned} file(s), ${report.bytesScanned} bytes, ${report.skills.length} skill(s): ${counts.join(', ')}.`,
  );
  return `${lines.join('\n')}\n`;
}
