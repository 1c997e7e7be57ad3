import { z } from 'zod';

export const REVIEW_SCHEMA = 'skillport.review.v1';

export const ReviewSeveritySchema = z.enum(['blocker', 'error', 'warning', 'info']);
export type ReviewSeverity = z.infer<typeof ReviewSeveritySchema>;

export const ReviewCategorySchema = z.enum(['structure', 'resources', 'evals', 'scan']);
export type ReviewCategory = z.infer<typeof ReviewCategorySchema>;

export const ReviewFindingSchema = z.object({
  /** Stable id: a diagnostic code (`NAME_MISMATCH`), a review code (`RESOURCE_MISSING`) or a SkillScan rule. */
  id: z.string(),
  severity: ReviewSeveritySchema,
  category: ReviewCategorySchema,
  file: z.string().optional(),
  line: z.number().int().positive().optional(),
  message: z.string(),
});
export type ReviewFinding = z.infer<typeof ReviewFindingSchema>;

/** The versioned `skillport review` report (SPEC §5.4). */
export const ReviewReportSchema = z.object({
  schema: z.literal(REVIEW_SCHEMA),
  subject: z.object({
    name: z.string(),
    /** The path that was reviewed, as given. */
    source: z.string(),
    /** Package digest (`sha256:…`), the same value the lock file records. */
    digest: z.string().regex(/^sha256:[0-9a-f]{64}$/),
  }),
  completeness: z.object({
    /** Files enumerated in the package. */
    enumerated: z.number().int().nonnegative(),
    /** Enumeration stopped at the file limit: later files were not reviewed. */
    truncated: z.boolean(),
    /** What the review could not assess, one line each (`path: reason`). */
    notAssessed: z.array(z.string()),
  }),
  summary: z.object({
    blocker: z.number().int().nonnegative(),
    error: z.number().int().nonnegative(),
    warning: z.number().int().nonnegative(),
    info: z.number().int().nonnegative(),
  }),
  findings: z.array(ReviewFindingSchema),
});
export type ReviewReport = z.infer<typeof ReviewReportSchema>;

export const REVIEW_SEVERITY_RANK: Record<ReviewSeverity, number> = {
  blocker: 4,
  error: 3,
  warning: 2,
  info: 1,
};
