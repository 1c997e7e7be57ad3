import { SkillportError } from '@skillport/core';

/** `--secret NAME=VALUE` (repeatable) as name → value; shared by `run` and `chat`. */
export function parseSecretOptions(pairs: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const key = eq > 0 ? pair.slice(0, eq) : '';
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      // Never echo the argument: it may hold the value.
      throw new SkillportError(
        'CLI_OPTION_INVALID',
        '--secret must be NAME=VALUE with a variable name before "=".',
      );
    }
    out[key] = pair.slice(eq + 1);
  }
  return out;
}
