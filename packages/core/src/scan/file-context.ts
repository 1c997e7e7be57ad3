import { type Finding, SEVERITY_RANK, type Severity } from './finding.js';
import { redactSecrets } from './redact-secrets.js';
import { SCAN_RULES, type ScanRuleId } from './scan-rules.js';

const MAX_EVIDENCE_CHARS = 200;

/** One file under analysis: its text plus the findings the analyzers report against it. */
export interface FileContext {
  file: string;
  text: string;
  findings: Finding[];
  /** 1-based line of a string index. */
  lineAt(index: number): number;
  report(ruleId: ScanRuleId, at: { line: number; severity?: Severity; message: string }): void;
}

export function createFileContext(file: string, text: string): FileContext {
  let lineStarts: number[] | undefined;
  const starts = (): number[] => {
    if (lineStarts === undefined) {
      lineStarts = [0];
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    }
    return lineStarts;
  };
  const lineAt = (index: number): number => {
    const s = starts();
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((s[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const lineText = (line: number): string => {
    const s = starts();
    const start = s[line - 1] ?? 0;
    const end = s[line] ?? text.length;
    return text.slice(start, end);
  };
  const findings: Finding[] = [];
  const seen = new Map<string, number>();
  return {
    file,
    text,
    findings,
    lineAt,
    report(ruleId, at) {
      // One finding per rule and line (the most severe): nested nodes often match one construct twice.
      const key = `${ruleId}:${at.line}`;
      const rule = SCAN_RULES[ruleId];
      const severity = at.severity ?? rule.severity;
      const existing = seen.get(key);
      if (existing !== undefined) {
        const previous = findings[existing];
        if (previous === undefined || SEVERITY_RANK[previous.severity] >= SEVERITY_RANK[severity]) return;
        findings.splice(existing, 1, { ...previous, severity, message: at.message });
        return;
      }
      seen.set(key, findings.length);
      findings.push({
        ruleId,
        severity,
        file,
        line: at.line,
        message: at.message,
        remediation: rule.remediation,
        evidence: evidenceOf(lineText(at.line)),
      });
    },
  };
}

function evidenceOf(line: string): string {
  const visible = redactSecrets(line.trim()).replace(/[\u0000-\u001f\u007f]/g, ' ');
  // Hidden characters are replaced by their code points so the evidence shows what a reviewer could not see.
  const shown = visible.replace(
    /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]|\udb40[\udc00-\udc7f]/g,
    (ch) => `<U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase()}>`,
  );
  return shown.length > MAX_EVIDENCE_CHARS ? `${shown.slice(0, MAX_EVIDENCE_CHARS)}…` : shown;
}
