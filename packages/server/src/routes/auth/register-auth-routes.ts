import { z } from '@hono/zod-openapi';
import { SkillportError } from '@skillport/core';
import {
  assertLoginAllowed,
  checkOrigin,
  clearSessionCookie,
  MAX_PASSWORD_CHARS,
  newCredentialToken,
  recordLoginFailure,
  SESSION_TOKEN_PREFIX,
  throttleKeys,
  verifyPassword,
  writeSessionCookie,
} from '../../auth/index.js';
import { ROUTE_PERMISSIONS } from '../../authz/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';
import { UserSchema } from '../users/user-schemas.js';

const LoginBodySchema = z
  .strictObject({ username: z.string().min(1).max(256), password: z.string().min(1).max(MAX_PASSWORD_CHARS) })
  .openapi('Login');
const LoginResultSchema = z
  .object({ token: z.string(), expiresAt: z.string(), user: UserSchema })
  .openapi('LoginResult');
const MeSchema = z
  .object({
    user: UserSchema,
    permissions: z.array(z.enum(ROUTE_PERMISSIONS)),
    authorization: z.object({ enabled: z.boolean() }),
    authenticatedBy: z.enum(['cookie', 'bearer-session', 'api-token']),
  })
  .openapi('Me');

const login = defineRoute({
  method: 'post',
  path: '/api/auth/login',
  access: 'public',
  summary: 'Sign in: returns a session token (also usable as a bearer token) and sets the session cookie',
  request: { body: jsonBody(LoginBodySchema) },
  responses: { 200: json(LoginResultSchema, 'Signed in'), ...errors(400, 401, 403, 413, 415, 429) },
});

const logout = defineRoute({
  method: 'post',
  path: '/api/auth/logout',
  access: { permission: 'me.read' },
  summary: 'Sign out: ends the session of this request and clears the cookie',
  responses: { 200: json(z.object({ signedOut: z.literal(true) }), 'Signed out'), ...errors(401, 403) },
});

const me = defineRoute({
  method: 'get',
  path: '/api/me',
  access: { permission: 'me.read' },
  summary: 'The caller and their effective route permissions',
  responses: { 200: json(MeSchema, 'The caller'), ...errors(401, 403) },
});

export function registerAuthRoutes(app: GatewayApp): void {
  app.openapi(login, async (c) => {
    const { stores, config, audit, clock } = c.get('services');
    // Login CSRF: a foreign page must not sign a browser into an account the attacker controls.
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      checkOrigin({
        origin,
        requestUrl: c.req.url,
        host: c.req.header('host'),
        allowedOrigins: config.allowedOrigins,
      });
    }
    const { username, password } = c.req.valid('json');
    const now = clock();
    const client = clientAddress(c);
    const keys = throttleKeys(username, client);
    const record = (outcome: 'ok' | 'denied', userId: string | null, reason?: string) =>
      audit.record({
        actorId: userId,
        actorName: username,
        action: 'auth.login',
        target: userId,
        outcome,
        client,
        details: reason === undefined ? {} : { reason },
      });
    try {
      await assertLoginAllowed(stores, keys, now);
    } catch (error) {
      await record('denied', null, 'throttled');
      throw error;
    }
    const user = await stores.users.findByUsername(username);
    const valid = await verifyPassword(user?.passwordHash, password);
    if (!valid || user === undefined || user.disabled) {
      await recordLoginFailure(stores, keys, now);
      await record('denied', user?.id ?? null, valid ? 'disabled' : 'bad credentials');
      throw new SkillportError('AUTH_INVALID_CREDENTIALS', 'Wrong username or password.');
    }
    await stores.loginThrottle.clear(keys[0]!.key);
    const session = newCredentialToken(SESSION_TOKEN_PREFIX);
    const expiresAt = new Date(now.getTime() + config.sessionTtlMs).toISOString();
    await stores.sessions.create({ id: session.hash, userId: user.id, expiresAt });
    writeSessionCookie(c, session.token, { maxAgeMs: config.sessionTtlMs, secure: config.secureCookies });
    await record('ok', user.id);
    const { passwordHash: _hash, ...publicUser } = user;
    return c.json({ token: session.token, expiresAt, user: publicUser }, 200);
  });

  app.openapi(logout, async (c) => {
    const { stores, config, audit } = c.get('services');
    const caller = callerOf(c);
    if (caller.sessionId !== undefined) await stores.sessions.delete(caller.sessionId);
    clearSessionCookie(c, { secure: config.secureCookies });
    await audit.record({
      ...auditActor(c),
      action: 'auth.logout',
      target: caller.user.id,
      outcome: 'ok',
      details: {},
    });
    return c.json({ signedOut: true as const }, 200);
  });

  app.openapi(me, async (c) => {
    const { access } = c.get('services');
    const caller = callerOf(c);
    return c.json(
      {
        user: caller.user,
        permissions: await access.routePermissions(caller),
        authorization: { enabled: access.authorizationEnabled },
        authenticatedBy: caller.via,
      },
      200,
    );
  });
}
