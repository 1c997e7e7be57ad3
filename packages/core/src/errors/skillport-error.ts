import { type ErrorCode, type ErrorKind, errorKindOf } from './error-codes.js';

/**
 * The one error type Skillport throws for refusals (hostile input, denied access, invalid requests).
 * `code` is stable and machine-readable (see `ERROR_CODES`); `message` says what happened, where, and
 * what to do next. Content problems found while loading are *not* thrown: they are returned as
 * diagnostics.
 */
/**
 * Marks Skillport errors across copies of this module: the CLI bundle and the gateway's build each hold
 * one, and an error thrown by one must still be recognised by the other.
 */
const BRAND = Symbol.for('skillport.error');

export class SkillportError extends Error {
  readonly [BRAND] = true;
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
  const branded =
    value instanceof SkillportError ||
    (value instanceof Error && (value as unknown as Record<symbol, unknown>)[BRAND] === true);
  return branded && (code === undefined || (value as SkillportError).code === code);
}
