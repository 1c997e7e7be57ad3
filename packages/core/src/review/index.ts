export { formatReviewText } from './format-review-text.js';
export { type ReviewExitOptions, reviewExitCode } from './review-exit-code.js';
export {
  REVIEW_SCHEMA,
  REVIEW_SEVERITY_RANK,
  type ReviewCategory,
  ReviewCategorySchema,
  type ReviewFinding,
  ReviewFindingSchema,
  type ReviewReport,
  ReviewReportSchema,
  type ReviewSeverity,
  ReviewSeveritySchema,
} from './review-report.js';
export { DEFAULT_REVIEW_MAX_FILES, type ReviewOptions, reviewSkill } from './review-skill.js';
