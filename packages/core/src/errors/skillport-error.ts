import { type ErrorCode, type ErrorKind, errorKindOf } from './error-codes.js';

/**
 * The one error type Skillport throws for refusals (hostile input, denied access, invalid requests).
 * `code` is stable and machine-readable (see `ERROR_CODES`); `message` says what happened, where, and
 * what to do next. Content problems found while loading are *not* thrown: they are returned as
 * diagnostics.
 */
export class SkillportError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SkillportError';
    this.code = code;
    this.details = options.details;
  }

  /** Decides how callers react (CLI exit status, HTTP status); derived from the code, never stored apart. */
  get kind(): ErrorKind {
    return errorKindOf(this.code);
  }

  toJSON(): { code: ErrorCode; message: string; details?: Record<string, unknown> } {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export function isSkillportError(value: unknown, code?: ErrorCode): value is SkillportError {
  return value instanceof SkillportError && (code === undefined || value.code === code);
}
