import { z } from 'zod';

/** Every code a Skillport component may emit (SPEC §2.3 plus archive/scan/config codes). */
export const DIAGNOSTIC_CODES = [
  'NAME_COLLISION',
  'NAME_INVALID',
  'NAME_MISMATCH',
  'NAME_TOO_LONG',
  'DESC_MISSING',
  'DESC_TOO_LONG',
  'DESC_ANGLE_BRACKETS',
  'FRONTMATTER_MISSING',
  'FRONTMATTER_TOO_LARGE',
  'YAML_ERROR',
  'YAML_RECOVERED',
  'YAML_COMMENT_TRUNCATION',
  'UNKNOWN_FIELD',
  'FIELD_TYPE',
  'FIELD_TOO_LONG',
  'SECRET_NAME_INVALID',
  'CONFIG_PARSE_ERROR',
  'NESTED_SKILL',
  'SYMLINK_ESCAPE',
  'SYMLINK_DANGLING',
  'SYMLINK_LOOP',
  'DEPTH_LIMIT',
  'READ_ERROR',
  'ENCODING_ERROR',
  'FINGERPRINT_CHANGED',
  'ENV_NOT_CONFIGURED',
  'RUNTIME_UNAVAILABLE',
  'SYSTEM_DEP_MISSING',
  'VENV_MISSING',
  'BODY_TOO_LONG',
  'ROOT_MISSING',
] as const;

export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];

export const DiagnosticLevelSchema = z.enum(['error', 'warning', 'info']);
export type DiagnosticLevel = z.infer<typeof DiagnosticLevelSchema>;

export const DiagnosticSchema = z.object({
  level: DiagnosticLevelSchema,
  code: z.string(),
  skill: z.string().optional(),
  path: z.string(),
  line: z.number().int().positive().optional(),
  message: z.string(),
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type Diagnostic = z.infer<typeof DiagnosticSchema>;

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
