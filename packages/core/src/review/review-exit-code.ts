import { REVIEW_SEVERITY_RANK, type ReviewReport, type ReviewSeverity } from './review-report.js';

export interface ReviewExitOptions {
  /** Lowest severity that fails the review; default `error`. */
  failOn?: ReviewSeverity | 'never';
  /** Also fail when the review is incomplete (truncated, or something could not be assessed). */
  failOnIncomplete?: boolean;
}

/** Exit status of `skillport review`: 1 when the report fails the chosen thresholds, else 0. */
export function reviewExitCode(report: ReviewReport, options: ReviewExitOptions = {}): 0 | 1 {
  const failOn = options.failOn ?? 'error';
  if (
    failOn !== 'never' &&
    report.findings.some((f) => REVIEW_SEVERITY_RANK[f.severity] >= REVIEW_SEVERITY_RANK[failOn])
  ) {
    return 1;
  }
  const incomplete = report.completeness.truncated || report.completeness.notAssessed.length > 0;
  return options.failOnIncomplete === true && incomplete ? 1 : 0;
}
