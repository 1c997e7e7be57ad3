import type { Diagnostic, DiagnosticLevel } from './diagnostic-schema.js';

/**
 * Every diagnostic code a Skillport component may emit (SPEC §2.3 plus archive, scan and config codes),
 * with its one-line meaning; `docs/error-codes.md` is generated from this table.
 */
export const DIAGNOSTIC_CODES = {
  NAME_COLLISION: 'Two skills have the same (qualified) name; the lower-precedence one is not loaded.',
  NAME_INVALID:
    'The name is not canonical (lowercase letters, digits, single hyphens); the message names the rule.',
  NAME_MISMATCH: 'The name differs from its folder name.',
  NAME_TOO_LONG: 'The name is longer than 64 characters.',
  DESC_MISSING: 'There is no description; the skill is not loaded.',
  DESC_TOO_LONG: 'The description is longer than 1024 characters.',
  DESC_ANGLE_BRACKETS: 'The description holds `<` or `>` (escaped when rendered).',
  FRONTMATTER_MISSING: 'SKILL.md does not start with a `---` frontmatter block.',
  FRONTMATTER_TOO_LARGE: 'The frontmatter is larger than 64 KiB.',
  YAML_ERROR: 'The frontmatter is not valid YAML.',
  YAML_RECOVERED: 'The frontmatter was read after quoting one value; the message names line and hint.',
  YAML_COMMENT_TRUNCATION: 'A plain value is cut short by ` #`, which YAML reads as a comment.',
  UNKNOWN_FIELD: 'A frontmatter field the format does not define; kept in `extra`.',
  FIELD_TYPE: 'A field has the wrong type; the message says what was expected.',
  FIELD_TOO_LONG: 'A field is longer than its limit.',
  SECRET_NAME_INVALID: 'A `required-secrets` entry is not a valid environment variable name; dropped.',
  CONFIG_PARSE_ERROR:
    'skill.config.yaml cannot be parsed; the skill loads as a prompt skill, broken for execution.',
  NESTED_SKILL: 'A SKILL.md inside another package is not registered as a skill.',
  SKIPPED_DIR: 'A folder holding a SKILL.md was not searched (a VCS or tool cache, or dependencies).',
  SYMLINK_ESCAPE: 'A symlink points outside the root; not followed.',
  SYMLINK_DANGLING: 'A symlink points nowhere; not followed.',
  SYMLINK_LOOP: 'A symlink leads back to a folder above it; not followed.',
  DEPTH_LIMIT: 'A folder deeper than the depth bound was not searched.',
  READ_ERROR: 'A file or folder cannot be read.',
  ENCODING_ERROR: 'SKILL.md is not valid UTF-8 (or is binary).',
  FINGERPRINT_CHANGED: 'An installed file differs from what skills.lock.json records.',
  ENV_NOT_CONFIGURED: 'A required environment variable or secret has no value.',
  RUNTIME_UNAVAILABLE: 'The interpreter the skill needs is not installed.',
  SYSTEM_DEP_MISSING: 'A declared system dependency is missing.',
  VENV_MISSING: 'A Python skill with requirements has no .venv, or preparing it failed.',
  NODE_MODULES_MISSING: 'A Node skill with dependencies has no node_modules, or installing them failed.',
  SETUP_FAILED:
    'A confirmed setup script failed, timed out or was refused; its changes were rolled back. `detail.code` says why.',
  BODY_TOO_LONG: 'The body is over 500 lines or about 5,000 tokens; move detail into references.',
  ARCHIVE_REFUSED:
    'A .skill archive was refused before its content could be checked; `detail.code` says why.',
  PLUGIN_MANIFEST_INVALID:
    'A plugin bundle’s .claude-plugin/plugin.json has no usable name; its folder name is used.',
  ROOT_MISSING: 'A skill root cannot be read; no skills load from it.',
  AUTHZ_POLICY_STALE:
    'A changed authorization configuration could not be read or built; the last good one still decides.',
} as const satisfies Record<string, string>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CODES;

/** Builds a diagnostic without `undefined`-valued keys, so JSON output stays tidy. */
export function diagnostic(
  level: DiagnosticLevel,
  code: DiagnosticCode,
  path: string,
  message: string,
  extra: {
    skill?: string | undefined;
    line?: number | undefined;
    detail?: Record<string, unknown> | undefined;
  } = {},
): Diagnostic {
  const d: Diagnostic = { level, code, path, message };
  if (extra.skill !== undefined) d.skill = extra.skill;
  if (extra.line !== undefined) d.line = extra.line;
  if (extra.detail !== undefined) d.detail = extra.detail;
  return d;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.level === 'error');
}
