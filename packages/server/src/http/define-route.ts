import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { SkillportError } from '@skillport/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { RouteAccess } from '../authz/index.js';
import { clientAddress } from './client-address.js';
import type { GatewayEnv } from './gateway-env.js';

/** JSON bodies are small (credentials, names, switches); uploads set their own limit. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** OpenAPI extension naming each operation's authorization decision; the route test reads it. */
export const ACCESS_EXTENSION = 'x-skillport-access';

type GatewayRouteConfig = RouteConfig & { access: RouteAccess; maxBodyBytes?: number };

/**
 * Every route is declared here, so none can exist without an authorization decision: the guard runs
 * before the body is read or validated, then the body limit, then zod validation.
 */
export function defineRoute<const R extends GatewayRouteConfig>(config: R) {
  const { access, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, ...route } = config;
  const middleware: MiddlewareHandler<GatewayEnv>[] = [guard(access), limitBody(maxBodyBytes)];
  return createRoute({
    ...route,
    [ACCESS_EXTENSION]: access === 'public' ? 'public' : access.permission,
    ...(access === 'public' ? {} : { security: [{ bearer: [] }, { cookie: [] }] }),
    middleware,
  } as Omit<R, 'access' | 'maxBodyBytes'> & { middleware: MiddlewareHandler<GatewayEnv>[] });
}

function guard(access: RouteAccess): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    if (access === 'public') return next();
    const caller = c.get('caller');
    if (caller === null) {
      throw new SkillportError(
        'AUTH_REQUIRED',
        'Sign in first: send Authorization: Bearer <token> (POST /api/auth/login or an API token) or the session cookie.',
      );
    }
    await c.get('services').access.requireRoute(caller, access.permission, clientAddress(c));
    return next();
  };
}

/** Methods whose handlers never read a body here; checking one would cost more than the route. */
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

function limitBody(maxBytes: number): MiddlewareHandler<GatewayEnv> {
  // Looking at the body makes the Node adapter build a full web Request (about a tenth of a cached
  // listing's cost); a body sent with GET or HEAD is never read, so it needs no limit.
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new SkillportError(
        'HTTP_BODY_TOO_LARGE',
        `The request body is larger than this route's limit of ${maxBytes} bytes.`,
        { details: { maxBytes } },
      );
    },
  });
  return (c, next) => (BODILESS_METHODS.has(c.req.method) ? next() : limit(c, next));
}
