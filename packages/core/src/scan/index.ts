export { SUPPRESSIONS_FILE, type SuppressedFinding, type Suppression } from './apply-suppressions.js';
export { extractJsonObject } from './extract-json-object.js';
export {
  type Finding,
  FindingSchema,
  type ScanReport,
  ScanReportSchema,
  SEVERITY_RANK,
  type Severity,
  SeveritySchema,
} from './finding.js';
export { formatScanJson } from './format-scan-json.js';
export { formatScanSarif } from './format-scan-sarif.js';
export { formatScanText } from './format-scan-text.js';
export {
  type ChatCompleter,
  type ChatMessage,
  DEFAULT_LLM_TIMEOUT_MS,
  type LlmReviewer,
  type LlmReviewInput,
  type LlmReviewOptions,
  type LlmVerdict,
  llmReview,
} from './llm-review.js';
export { redactSecrets } from './redact-secrets.js';
export type { ScanCacheOptions } from './scan-cache.js';
export { scanFailsAt } from './scan-fails-at.js';
export { DEFAULT_MAX_SCAN_FILE_BYTES, type ScanOptions, scanPath } from './scan-path.js';
export { SCAN_RULES, type ScanRule, type ScanRuleId } from './scan-rules.js';
