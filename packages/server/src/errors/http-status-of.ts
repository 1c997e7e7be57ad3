import type { ErrorCode, ErrorKind } from '@skillport/core';

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  usage: 400,
  'invalid-input': 400,
  'not-found': 404,
  conflict: 409,
  blocked: 422,
  forbidden: 403,
  unavailable: 503,
  internal: 500,
};

/** Codes whose HTTP meaning is narrower than their kind (HTTP has words that kinds do not). */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_THROTTLED: 429,
  HTTP_BODY_TOO_LARGE: 413,
  HTTP_MEDIA_TYPE_UNSUPPORTED: 415,
  HTTP_NOT_IMPLEMENTED: 501,
};

/** The one place an error becomes an HTTP status. */
export function httpStatusOf(error: { code: ErrorCode; kind: ErrorKind }): number {
  return STATUS_BY_CODE[error.code] ?? STATUS_BY_KIND[error.kind];
}
