// Eval suites legitimately hold sample skills (a reviewer skill's test cases, say); anywhere else a
// second SKILL.md inside a package would be a separate, unreviewed skill.
const EVAL_FIXTURE_DIRS = new Set(['evals', 'eval', 'fixtures']);

/** True when a package-relative, `/`-separated path lies inside an eval or fixture folder. */
export function isEvalFixture(relativePath: string): boolean {
  const segments = relativePath.split('/');
  segments.pop();
  return segments.some((segment) => EVAL_FIXTURE_DIRS.has(segment));
}
