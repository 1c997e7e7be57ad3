import * as fs from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { z } from 'zod';
import type { Finding } from './finding.js';
import { SCAN_RULES } from './scan-rules.js';

export const SUPPRESSIONS_FILE = '.skillscan.yaml';

const SuppressionSchema = z.object({
  ruleId: z.string().min(1),
  file: z.string().min(1).optional(),
  reason: z.string().trim().min(1),
  expires: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expires must be a YYYY-MM-DD date'),
});
export type Suppression = z.infer<typeof SuppressionSchema>;

export interface SuppressedFinding extends Finding {
  suppressionReason: string;
}

export interface SuppressionResult {
  findings: Finding[];
  suppressed: SuppressedFinding[];
}

/**
 * Applies `.skillscan.yaml` from a skill root to that skill's findings. Suppressions need a reason and an
 * expiry; an expired or malformed entry never applies and is itself reported. `critical` findings are
 * only suppressible when the caller trusts the file: a package must not be able to unblock itself.
 */
export async function applySuppressions(options: {
  skillDir: string;
  /** Path of the skill dir relative to the report root, POSIX, '' for the root itself. */
  skillPrefix: string;
  findings: Finding[];
  now: Date;
  allowCritical: boolean;
}): Promise<SuppressionResult> {
  const { skillPrefix, findings } = options;
  const suppressionFile = joinRel(skillPrefix, SUPPRESSIONS_FILE);
  let raw: string;
  try {
    raw = await fs.readFile(path.join(options.skillDir, SUPPRESSIONS_FILE), 'utf8');
  } catch {
    return { findings, suppressed: [] };
  }
  const problems: Finding[] = [];
  const problem = (
    ruleId: 'SS-SUPPRESSION-INVALID' | 'SS-SUPPRESSION-EXPIRED',
    line: number,
    message: string,
  ) =>
    problems.push({
      ruleId,
      severity: SCAN_RULES[ruleId].severity,
      file: suppressionFile,
      line,
      message,
      remediation: SCAN_RULES[ruleId].remediation,
      evidence: (raw.split('\n')[line - 1] ?? '').trim().slice(0, 200),
    });
  let doc: unknown;
  try {
    doc = YAML.parse(raw, { schema: 'core', uniqueKeys: true, maxAliasCount: 10 });
  } catch (error) {
    problem(
      'SS-SUPPRESSION-INVALID',
      1,
      `${SUPPRESSIONS_FILE} is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    );
    return { findings: [...findings, ...problems], suppressed: [] };
  }
  const entries = (doc as { suppressions?: unknown } | null)?.suppressions;
  if (!Array.isArray(entries)) {
    problem('SS-SUPPRESSION-INVALID', 1, `${SUPPRESSIONS_FILE} must hold a \`suppressions:\` list`);
    return { findings: [...findings, ...problems], suppressed: [] };
  }
  const today = options.now.toISOString().slice(0, 10);
  const active: Suppression[] = [];
  entries.forEach((entry, i) => {
    const line = lineOfEntry(raw, i);
    const parsed = SuppressionSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problem(
        'SS-SUPPRESSION-INVALID',
        line,
        `suppression #${i + 1} is ignored: ${issue?.path.join('.') || 'entry'} ${issue?.message ?? 'is invalid'}`,
      );
      return;
    }
    if (parsed.data.expires < today) {
      problem(
        'SS-SUPPRESSION-EXPIRED',
        line,
        `suppression of ${parsed.data.ruleId} expired on ${parsed.data.expires} and no longer applies`,
      );
      return;
    }
    active.push(parsed.data);
  });
  const kept: Finding[] = [];
  const suppressed: SuppressedFinding[] = [];
  for (const finding of findings) {
    const local = skillPrefix === '' ? finding.file : finding.file.slice(skillPrefix.length + 1);
    const match = active.find(
      (s) =>
        s.ruleId === finding.ruleId &&
        (s.file === undefined || globToRegExp(s.file).test(local)) &&
        (finding.severity !== 'critical' || options.allowCritical),
    );
    if (match === undefined) kept.push(finding);
    else suppressed.push({ ...finding, suppressionReason: match.reason });
  }
  return { findings: [...kept, ...problems], suppressed };
}

function joinRel(prefix: string, file: string): string {
  return prefix === '' ? file : `${prefix}/${file}`;
}

function lineOfEntry(raw: string, index: number): number {
  let seen = -1;
  const lines = raw.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*-\s/.test(lines[i] ?? '') && ++seen === index) return i + 1;
  }
  return 1;
}

/** `*` matches inside one path segment, `**` across segments. */
function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\/?|\*/g, (m) => (m === '*' ? '[^/]*' : '.*'));
  return new RegExp(`^${escaped}$`);
}
