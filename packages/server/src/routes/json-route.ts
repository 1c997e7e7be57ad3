import type { Context, TypedResponse } from 'hono';
import type { ZodType } from 'zod';
import { ErrorBodySchema } from '../errors/index.js';

/** `{content: {'application/json': {schema}}}` — the only media type JSON routes speak. */
export function json<T extends ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

export function jsonBody<T extends ZodType>(schema: T) {
  return { required: true, content: { 'application/json': { schema } } };
}

/** The error answers a route documents besides its success. */
export function errors(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, json(ErrorBodySchema, ERROR_DESCRIPTIONS[status] ?? 'Error')]),
  );
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request (HTTP_REQUEST_INVALID)',
  401: 'Not signed in (AUTH_REQUIRED)',
  403: 'Not permitted (AUTHZ_DENIED, AUTH_CSRF_REJECTED)',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported media type',
  422: 'Refused (blocked or invalid skill)',
  429: 'Too many failed sign-ins (AUTH_THROTTLED, with Retry-After)',
  501: 'Not built yet (HTTP_NOT_IMPLEMENTED)',
  503: 'Not ready',
};

/**
 * A 200 with JSON serialised earlier (a cached body, UTF-8), the same bytes and content type `c.json`
 * would send. The caller guarantees the bytes match the route's documented schema `T`.
 */
export function serialisedJson<T>(c: Context, bytes: Uint8Array<ArrayBuffer>): TypedResponse<T, 200, 'json'> {
  return c.body(bytes, 200, { 'content-type': 'application/json' }) as unknown as TypedResponse<
    T,
    200,
    'json'
  >;
}
