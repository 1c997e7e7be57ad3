import type { ReviewReport } from './review-report.js';

/** Human-readable review: subject, findings grouped by category, completeness and a summary line. */
export function formatReviewText(report: ReviewReport): string {
  const { subject, completeness, summary } = report;
  const lines = [`Review of ${subject.name} (${subject.source})`, `digest ${subject.digest}`, ''];
  for (const category of ['structure', 'resources', 'evals', 'scan'] as const) {
    const findings = report.findings.filter((f) => f.category === category);
    if (findings.length === 0) continue;
    lines.push(`${category}:`);
    for (const f of findings) {
      const where = f.file === undefined ? '' : ` ${f.file}${f.line === undefined ? '' : `:${f.line}`}`;
      lines.push(`  ${f.severity.toUpperCase().padEnd(7)} ${f.id}${where}  ${f.message}`);
    }
    lines.push('');
  }
  lines.push(
    `completeness: ${completeness.enumerated} file(s) enumerated${completeness.truncated ? ', TRUNCATED' : ''}` +
      (completeness.notAssessed.length === 0 ? '' : `, not assessed: ${completeness.notAssessed.join('; ')}`),
  );
  lines.push(
    `summary: ${summary.blocker} blocker, ${summary.error} error, ${summary.warning} warning, ${summary.info} info`,
  );
  return `${lines.join('\n')}\n`;
}
