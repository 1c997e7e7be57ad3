/**
 * The one error type Skillport throws for refusals (hostile input, denied access, invalid requests).
 * `code` is stable and machine-readable; `message` says what happened, where, and what to do next.
 * Content problems found while loading are *not* thrown: they are returned as diagnostics.
 */
export class SkillportError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: string,
    message: string,
    options: { details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SkillportError';
    this.code = code;
    this.details = options.details;
  }

  toJSON(): { code: string; message: string; details?: Record<string, unknown> } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export function isSkillportError(value: unknown, code?: string): value is SkillportError {
  return value instanceof SkillportError && (code === undefined || value.code === code);
}
