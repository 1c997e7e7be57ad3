import { SkillportError } from '@skillport/core';
import type { MiddlewareHandler } from 'hono';
import type { GatewayServices } from '../app/gateway-services.js';
import type { GatewayEnv } from '../http/gateway-env.js';
import type { Caller } from './caller.js';
import { checkOrigin } from './check-origin.js';
import type { CachedCredential } from './credential-cache.js';
import { API_TOKEN_PREFIX, hashCredentialToken, SESSION_TOKEN_PREFIX } from './credential-token.js';
import { readSessionCookie } from './session-cookie.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer ([A-Za-z0-9_-]{1,256})$/;
/** A cookie value that could never be one of our tokens is ignored rather than looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,256}$/;

/**
 * Establishes the caller from a bearer token (session or API token) or the session cookie. A bad
 * bearer is an error (the client meant to authenticate); a stale cookie is just no caller, so public
 * routes keep working for a browser with an old cookie. Cookie callers get the CSRF check.
 */
export function authenticate(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const services = c.get('services');
    const header = c.req.header('authorization');
    let caller: Caller | null = null;
    if (header !== undefined) {
      const token = BEARER.exec(header.trim())?.[1];
      caller = token === undefined ? null : await resolveToken(services, token, 'bearer');
      if (caller === null) {
        throw new SkillportError(
          'AUTH_REQUIRED',
          'The bearer token is malformed, expired, revoked, or its user is disabled; sign in again or create a new token.',
        );
      }
    } else {
      const cookie = readSessionCookie(c);
      if (cookie !== undefined && TOKEN_SHAPE.test(cookie))
        caller = await resolveToken(services, cookie, 'cookie');
      if (caller !== null && !SAFE_METHODS.has(c.req.method)) {
        checkOrigin({
          origin: c.req.header('origin'),
          requestUrl: c.req.url,
          host: c.req.header('host'),
          allowedOrigins: services.config.allowedOrigins,
        });
      }
    }
    c.set('caller', caller);
    await next();
  };
}

async function resolveToken(
  services: GatewayServices,
  token: string,
  channel: 'bearer' | 'cookie',
): Promise<Caller | null> {
  const isSession = token.startsWith(SESSION_TOKEN_PREFIX);
  if (!isSession && !(token.startsWith(API_TOKEN_PREFIX) && channel === 'bearer')) return null;
  const hash = hashCredentialToken(token);
  const now = services.clock();
  const nowMs = now.getTime();
  const cache = services.credentials;
  let found = cache.get(hash, nowMs);
  if (found === undefined) {
    const epoch = cache.epoch();
    found = await lookUp(services, hash, isSession, now);
    if (found === undefined) return null;
    cache.set(hash, found, nowMs, epoch);
  }
  const via: Caller['via'] =
    found.via === 'api-token' ? 'api-token' : channel === 'cookie' ? 'cookie' : 'bearer-session';
  const authorizer = services.access.authorizer();
  if (found.principal?.authorizer !== authorizer) {
    const value = services.access.principalFor(found.user, found.via === 'api-token' ? 'token' : 'session');
    found.principal = { authorizer, value };
  }
  return {
    user: found.user,
    principal: found.principal.value,
    via,
    ...(via === 'api-token' ? {} : { sessionId: hash }),
  };
}

/** The database's answer for a token hash; a token's last use is recorded here, once per cache period. */
async function lookUp(
  services: GatewayServices,
  hash: string,
  isSession: boolean,
  now: Date,
): Promise<CachedCredential | undefined> {
  let userId: string;
  let expiresAt: string | null;
  if (isSession) {
    const session = await services.stores.sessions.findLive(hash, now);
    if (session === undefined) return undefined;
    ({ userId, expiresAt } = session);
  } else {
    const record = await services.stores.tokens.findActive(hash, now);
    if (record === undefined) return undefined;
    await services.stores.tokens.touch(record.id, now);
    ({ userId, expiresAt } = record);
  }
  const user = await services.stores.users.findById(userId);
  if (user === undefined || user.disabled) return undefined;
  const expiresAtMs = expiresAt === null ? null : Date.parse(expiresAt);
  return {
    user,
    via: isSession ? 'session' : 'api-token',
    // An expiry that cannot be read counts as reached now, so such an entry is never cached.
    expiresAtMs: expiresAtMs !== null && Number.isNaN(expiresAtMs) ? now.getTime() : expiresAtMs,
  };
}
