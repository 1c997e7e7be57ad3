import { type ErrorCode, isSkillportError, SkillportError } from '@skillport/core';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from './error-body.js';
import { httpStatusOf } from './http-status-of.js';

export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** True when the cause is ours (a bug or a failing dependency), so it is logged with its stack. */
  unexpected: boolean;
}

/**
 * Turns anything a handler threw into the `{error:{code,message,details?}}` answer. Framework
 * exceptions (malformed JSON, body limits) become request errors, never 500s; only errors we did not
 * anticipate are 500, with a message that reveals nothing about the inside.
 */
export function errorResponse(error: unknown): ErrorResponse {
  const known = toSkillportError(error);
  if (known === undefined) {
    return {
      status: 500,
      body: { error: { code: 'HTTP_INTERNAL', message: 'The gateway failed unexpectedly; see its log.' } },
      headers: {},
      unexpected: true,
    };
  }
  const status = httpStatusOf(known);
  const headers: Record<string, string> = {};
  const retryAfter = known.details?.retryAfterSeconds;
  if (typeof retryAfter === 'number') headers['retry-after'] = String(retryAfter);
  return { status, body: { error: known.toJSON() }, headers, unexpected: status >= 500 && status !== 501 };
}

function toSkillportError(error: unknown): SkillportError | undefined {
  if (isSkillportError(error)) return error;
  if (error instanceof HTTPException && error.status < 500) {
    const code: ErrorCode =
      error.status === 413
        ? 'HTTP_BODY_TOO_LARGE'
        : error.status === 415
          ? 'HTTP_MEDIA_TYPE_UNSUPPORTED'
          : 'HTTP_REQUEST_INVALID';
    return new SkillportError(code, `${error.message || 'Bad request'}; fix the request and send it again.`);
  }
  return undefined;
}
