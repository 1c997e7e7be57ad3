import { z } from 'zod';
import { SCAN_RULE_IDS } from './scan-rules.js';
import { SeveritySchema } from './severity.js';

export { SEVERITY_RANK, type Severity, SeveritySchema } from './severity.js';

export const ScanRuleIdSchema = z.enum(SCAN_RULE_IDS);

export const FindingSchema = z.object({
  ruleId: ScanRuleIdSchema,
  severity: SeveritySchema,
  /** POSIX path relative to the scanned root (or as given, for a file list). */
  file: z.string(),
  line: z.number().int().positive(),
  message: z.string(),
  remediation: z.string(),
  /** The offending source line, trimmed, with secrets redacted. */
  evidence: z.string(),
});
export type Finding = z.infer<typeof FindingSchema>;

export const ScanReportSchema = z.object({
  findings: z.array(FindingSchema),
  filesScanned: z.number().int().nonnegative(),
  bytesScanned: z.number().int().nonnegative(),
  skills: z.array(z.string()),
  suppressed: z.array(FindingSchema.extend({ suppressionReason: z.string() })),
});
export type ScanReport = z.infer<typeof ScanReportSchema>;
