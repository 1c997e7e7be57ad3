import { reviewSkill } from '@skillport/core';
import { neutralizeFrameTags } from './wrap-untrusted.js';

/** Findings listed in the compact answer; the summary still counts all of them. */
const MAX_FINDINGS = 50;

/**
 * The §5.4 review as a compact JSON result for a model. Only the report is read: the target is never
 * loaded as a skill, so its instructions, secrets and `allowed-tools` have no effect on the run.
 */
export async function runReviewTool(target: string): Promise<string> {
  const report = await reviewSkill(target);
  const { findings, ...rest } = report as typeof report & { findings: unknown[] };
  // Finding texts quote the package: neutralised like any other skill text (still valid JSON).
  return neutralizeFrameTags(
    JSON.stringify({
      ...rest,
      findings: findings.slice(0, MAX_FINDINGS),
      ...(findings.length > MAX_FINDINGS ? { findingsOmitted: findings.length - MAX_FINDINGS } : {}),
    }),
  );
}
