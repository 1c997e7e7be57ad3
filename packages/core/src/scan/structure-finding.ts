import type { ErrorCode } from '../errors/index.js';
import type { Finding } from './finding.js';
import { SCAN_RULES, type ScanRuleId } from './scan-rules.js';

/** The rule that reports each install refusal; every other refusal code is `SS-STRUCTURE-REFUSED`. */
const REFUSAL_RULES: Partial<Record<ErrorCode, ScanRuleId>> = {
  ARCHIVE_NATIVE_EXECUTABLE: 'SS-STRUCTURE-NATIVE-BINARY',
  ARCHIVE_NESTED_ARCHIVE: 'SS-STRUCTURE-NESTED-ARCHIVE',
  ARCHIVE_SYMLINK: 'SS-STRUCTURE-SYMLINK-ESCAPE',
  PACKAGE_LINK_ESCAPE: 'SS-STRUCTURE-SYMLINK-ESCAPE',
};

export function refusalRuleOf(code: ErrorCode): ScanRuleId {
  return REFUSAL_RULES[code] ?? 'SS-STRUCTURE-REFUSED';
}

/**
 * The finding for something an install refuses: critical, and naming the refusal code, so `scan` and
 * `install` give the same reason for the same package.
 */
export function refusalFinding(refusal: { code: ErrorCode; message: string }, file: string): Finding {
  const ruleId = refusalRuleOf(refusal.code);
  return {
    ruleId,
    severity: 'critical',
    file,
    line: 1,
    message: `${refusal.message} Install refuses it (${refusal.code}).`,
    remediation: SCAN_RULES[ruleId].remediation,
    evidence: '',
  };
}

/** A structure finding that does not block an install (unscanned, oversize for the scanner, unreadable). */
export function structureFinding(ruleId: ScanRuleId, file: string, message: string): Finding {
  const rule = SCAN_RULES[ruleId];
  return {
    ruleId,
    severity: rule.severity,
    file,
    line: 1,
    message,
    remediation: rule.remediation,
    evidence: '',
  };
}
