import type { ReviewFinding } from './review-report.js';

/**
 * Evals live in `evals/`: `evals.json` as `{skill_name, evals: [{id, prompt, expected_output | expectations}]}`
 * (the skill-creator convention) and optional trigger sets `[{query, should_trigger}]`.
 */
export function checkEvals(input: {
  files: readonly string[];
  skillName: string | undefined;
  readText: (file: string) => string | undefined;
}): ReviewFinding[] {
  const evalFiles = input.files.filter((f) => f.startsWith('evals/'));
  const finding = (
    severity: ReviewFinding['severity'],
    id: string,
    message: string,
    file?: string,
  ): ReviewFinding =>
    file === undefined
      ? { id, severity, category: 'evals', message }
      : { id, severity, category: 'evals', file, message };
  if (evalFiles.length === 0) {
    return [
      finding(
        'info',
        'EVALS_MISSING',
        'no evals/ directory: add evals/evals.json so triggering and output quality can be tested',
      ),
    ];
  }
  const jsonFiles = evalFiles.filter((f) => /^evals\/[^/]+\.json$/.test(f));
  if (!jsonFiles.includes('evals/evals.json')) {
    return [finding('warning', 'EVALS_NO_SUITE', 'evals/ has no evals.json test suite', 'evals/')];
  }
  const findings: ReviewFinding[] = [];
  for (const file of jsonFiles) {
    let data: unknown;
    try {
      data = JSON.parse(input.readText(file) ?? '');
    } catch (error) {
      findings.push(
        finding('error', 'EVALS_INVALID_JSON', `not valid JSON: ${(error as Error).message}`, file),
      );
      continue;
    }
    if (file === 'evals/evals.json') findings.push(...checkSuite(data, input.skillName, file, finding));
    else if (Array.isArray(data)) findings.push(...checkTriggerSet(data, file, finding));
  }
  return findings;
}

type Make = (
  severity: ReviewFinding['severity'],
  id: string,
  message: string,
  file?: string,
) => ReviewFinding;

function checkSuite(
  data: unknown,
  skillName: string | undefined,
  file: string,
  finding: Make,
): ReviewFinding[] {
  const record = (typeof data === 'object' && data !== null ? data : {}) as {
    skill_name?: unknown;
    evals?: unknown;
    cases?: unknown;
  };
  // `cases` is a common spelling of the same list in the wild.
  const list = Array.isArray(record.evals)
    ? record.evals
    : Array.isArray(record.cases)
      ? record.cases
      : undefined;
  if (list === undefined) {
    return [finding('error', 'EVALS_SHAPE', 'evals.json must be an object with an `evals` list', file)];
  }
  const suite = { skill_name: record.skill_name, evals: list as unknown[] };
  const out: ReviewFinding[] = [];
  if (suite.evals.length === 0)
    out.push(finding('warning', 'EVALS_EMPTY', 'evals.json holds no test cases', file));
  if (typeof suite.skill_name === 'string' && skillName !== undefined && suite.skill_name !== skillName) {
    out.push(
      finding(
        'warning',
        'EVALS_SKILL_NAME',
        `skill_name "${suite.skill_name}" differs from the skill name "${skillName}"`,
        file,
      ),
    );
  }
  suite.evals.forEach((entry, i) => {
    const e = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof e.prompt !== 'string' || e.prompt.trim() === '') {
      out.push(finding('warning', 'EVALS_SHAPE', `eval #${i + 1} has no prompt`, file));
    }
    const expectations = e.expectations ?? e.assertions;
    const expected = Object.keys(e).some((k) => k.startsWith('expected'));
    if (!expected && !(Array.isArray(expectations) && expectations.length > 0)) {
      out.push(
        finding('warning', 'EVALS_SHAPE', `eval #${i + 1} states no expected_output or expectations`, file),
      );
    }
  });
  return out;
}

function checkTriggerSet(data: unknown[], file: string, finding: Make): ReviewFinding[] {
  const rows = data.filter(
    (r): r is { query: unknown; should_trigger: unknown } =>
      typeof r === 'object' && r !== null && 'query' in r,
  );
  if (rows.length === 0) return [];
  const bad = rows.filter((r) => typeof r.query !== 'string' || typeof r.should_trigger !== 'boolean').length;
  const out: ReviewFinding[] = [];
  if (bad > 0)
    out.push(
      finding(
        'warning',
        'EVALS_SHAPE',
        `${bad} trigger case(s) lack a string query or a boolean should_trigger`,
        file,
      ),
    );
  if (!rows.some((r) => r.should_trigger === false)) {
    out.push(
      finding(
        'info',
        'EVALS_NO_NEGATIVES',
        'trigger set has no should_trigger: false cases, so over-triggering is untested',
        file,
      ),
    );
  }
  return out;
}
