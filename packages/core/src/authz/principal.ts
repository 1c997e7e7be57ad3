import { z } from 'zod';
import { SkillportError } from '../errors/index.js';
import { AUTHZ_ERROR_CODES } from './authz-error-codes.js';

/** Attribute trees deeper or larger than this are refused: they are identity data, not payloads. */
export const MAX_ATTRIBUTE_DEPTH = 8;
export const MAX_ATTRIBUTE_NODES = 1_000;

/** The one authentication source that makes a principal internal (scheduler, channel workers, …). */
export const INTERNAL_AUTH_SOURCE = 'internal';

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonValue[]
  | { readonly [key: string]: JsonValue };

const NonEmpty = z.string().min(1);

const JsonValueSchema: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number().finite(),
    z.boolean(),
    z.null(),
    z.array(JsonValueSchema),
    z
      .custom<Record<string, unknown>>(isPlainObject, { message: 'expected a plain object' })
      .pipe(z.record(z.string(), JsonValueSchema)),
  ]),
);

const OAuthSchema = z
  .object({ provider: NonEmpty, subject: NonEmpty, scopes: z.array(NonEmpty).default([]) })
  .strict();

/** What the gateway/harness knows for sure about the caller; every other key is ignored. */
export const TrustedContextSchema = z.object({
  userId: NonEmpty,
  role: NonEmpty.nullish(),
  /** How the caller authenticated (`session`, `token`, `oauth`, `internal`, …); only `internal` is special. */
  authSource: NonEmpty.optional(),
  channelUserId: NonEmpty.optional(),
  oauth: OAuthSchema.optional(),
  attributes: z.record(z.string(), JsonValueSchema).optional(),
});
export type TrustedContext = z.input<typeof TrustedContextSchema>;

export const PrincipalSchema = z
  .object({
    userId: NonEmpty,
    /** `null` = no role; providers refuse it (AUTHZ_MISSING_ROLE) and the fail policy decides. */
    role: NonEmpty.nullable(),
    isInternal: z.boolean(),
    channelUserId: NonEmpty.optional(),
    oauth: OAuthSchema.optional(),
    attributes: z.record(z.string(), JsonValueSchema),
  })
  .strict();
export type Principal = Readonly<z.infer<typeof PrincipalSchema>>;

/**
 * Keys a client may try to smuggle into a request to claim an identity or a privilege. They are only
 * ever set by the server from its own authentication state.
 */
export const CLIENT_AUTHZ_FIELDS: ReadonlySet<string> = new Set([
  'principal',
  'userId',
  'user_id',
  'role',
  'userRole',
  'user_role',
  'isInternal',
  'is_internal',
  'authSource',
  'auth_source',
  'channelUserId',
  'channel_user_id',
  'oauth',
  'attributes',
  'authzAttributes',
  'authz_attributes',
  'permissions',
]);

/**
 * Returns a copy of client-supplied data without authorization fields, at any depth of plain
 * objects/arrays, so a client cannot pass `{context: {is_internal: true}}` through to a builder.
 */
export function stripClientAuthorizationFields<T>(value: T): T {
  return strip(value, 0) as T;
}

function strip(value: unknown, depth: number): unknown {
  if (depth > MAX_ATTRIBUTE_DEPTH * 4) return undefined;
  if (Array.isArray(value)) return value.map((v) => strip(v, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!CLIENT_AUTHZ_FIELDS.has(key)) out[key] = strip(v, depth + 1);
  }
  return out;
}

/**
 * The single place a Principal is made. `isInternal` is derived only from `authSource` (never from a
 * role name or a field a client could set); `channelUserId` is only believed from internal callers
 * (channel workers), because a web session could otherwise act as any bound chat user. Attributes
 * are validated and deep-copied, and the result is frozen, so later mutation of the caller's objects
 * cannot change an identity that was already authorized.
 */
export function buildPrincipal(
  trustedContext: unknown,
  options: { defaultRole?: string | null } = {},
): Principal {
  if (!isPlainObject(trustedContext)) throw principalError('trusted context must be a plain object', []);
  preflight(trustedContext.attributes, ['attributes'], 0, { nodes: 0 });
  preflight(trustedContext.oauth, ['oauth'], 0, { nodes: 0 });
  const parsed = TrustedContextSchema.safeParse(withCamelCaseKeys(trustedContext));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw principalError(issue.message, issue.path);
  }
  const ctx = parsed.data;
  const defaultRole = options.defaultRole ?? null;
  if (defaultRole !== null && (typeof defaultRole !== 'string' || defaultRole === '')) {
    throw principalError('defaultRole must be a non-empty string', ['defaultRole']);
  }
  const isInternal = ctx.authSource === INTERNAL_AUTH_SOURCE;
  // Built by assignment, not spread: principals sit on the hot path of every decision and V8 gives
  // spread-built objects slow property access.
  const principal: { -readonly [K in keyof Principal]: Principal[K] } = {
    userId: ctx.userId,
    role: ctx.role ?? defaultRole,
    isInternal,
    attributes: deepFreeze(ctx.attributes ?? {}),
  };
  if (isInternal && ctx.channelUserId !== undefined) principal.channelUserId = ctx.channelUserId;
  if (ctx.oauth !== undefined) principal.oauth = deepFreeze(ctx.oauth);
  return Object.freeze(principal);
}

/** Depth/size/prototype checks before zod walks the tree (a cycle would otherwise recurse forever). */
function preflight(value: unknown, path: PropertyKey[], depth: number, count: { nodes: number }): void {
  if (value === null || typeof value !== 'object') return;
  if (depth > MAX_ATTRIBUTE_DEPTH)
    throw principalError(`nested deeper than ${MAX_ATTRIBUTE_DEPTH} levels`, path);
  if (++count.nodes > MAX_ATTRIBUTE_NODES)
    throw principalError(`more than ${MAX_ATTRIBUTE_NODES} values`, path);
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      preflight(v, [...path, i], depth + 1, count);
    });
    return;
  }
  if (!isPlainObject(value)) throw principalError('expected a plain object', path);
  for (const key of Object.keys(value)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') {
      throw principalError(`key "${key}" is not allowed`, [...path, key]);
    }
    preflight(value[key], [...path, key], depth + 1, count);
  }
}

function principalError(message: string, path: readonly PropertyKey[]): SkillportError {
  const where = path.length === 0 ? 'trusted context' : `trusted context field ${formatPath(path)}`;
  return new SkillportError(
    AUTHZ_ERROR_CODES.principalInvalid,
    `Cannot build principal: ${where}: ${message}. Fix the authentication layer that produced it.`,
    { details: { path: formatPath(path) } },
  );
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** Trusted contexts built from snake_case sources (`user_id`, `auth_source`) read the same as camelCase. */
function withCamelCaseKeys(context: Record<string, unknown>): Record<string, unknown> {
  const out = { ...context };
  for (const [snake, camel] of [
    ['user_id', 'userId'],
    ['auth_source', 'authSource'],
    ['channel_user_id', 'channelUserId'],
  ] as const) {
    if (out[camel] === undefined && out[snake] !== undefined) out[camel] = out[snake];
  }
  return out;
}
