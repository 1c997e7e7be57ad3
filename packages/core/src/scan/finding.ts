import { z } from 'zod';

export const SeveritySchema = z.enum(['critical', 'high', 'medium', 'low']);
export type Severity = z.infer<typeof SeveritySchema>;

/** Higher is worse; used for sorting and `--fail-on` thresholds. */
export const SEVERITY_RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1 };

export const FindingSchema = z.object({
  ruleId: z.string(),
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
