import { z } from '@hono/zod-openapi';
import { SkillportError } from '@skillport/core';
import { API_TOKEN_PREFIX, newCredentialToken } from '../../auth/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';

const MAX_TOKEN_LIFETIME_DAYS = 3_650;
const DAY_MS = 24 * 60 * 60 * 1000;

const ApiTokenSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    createdAt: z.string(),
    expiresAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .openapi('ApiToken');

const CreateTokenBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    /** Omitted = no expiry. */
    expiresInDays: z.number().int().min(1).max(MAX_TOKEN_LIFETIME_DAYS).optional(),
  })
  .openapi('CreateApiToken');

const createToken = defineRoute({
  method: 'post',
  path: '/api/tokens',
  access: { permission: 'tokens.manage' },
  summary: 'Create a personal API token; the token is in this answer only, and stored hashed',
  request: { body: jsonBody(CreateTokenBodySchema) },
  responses: {
    201: json(z.object({ token: z.string(), apiToken: ApiTokenSchema }), 'Created'),
    ...errors(400, 401, 403, 413, 415),
  },
});

const listTokens = defineRoute({
  method: 'get',
  path: '/api/tokens',
  access: { permission: 'tokens.manage' },
  summary: 'The caller’s API tokens (never the tokens themselves)',
  responses: { 200: json(z.object({ tokens: z.array(ApiTokenSchema) }), 'Tokens'), ...errors(401, 403) },
});

const revokeToken = defineRoute({
  method: 'delete',
  path: '/api/tokens/{id}',
  access: { permission: 'tokens.manage' },
  summary: 'Revoke one of the caller’s API tokens',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: json(z.object({ revoked: z.literal(true) }), 'Revoked'), ...errors(401, 403, 404) },
});

function publicToken(record: z.infer<typeof ApiTokenSchema> & { userId?: string }) {
  const { userId: _userId, ...rest } = record;
  return rest;
}

export function registerTokenRoutes(app: GatewayApp): void {
  app.openapi(createToken, async (c) => {
    const { stores, audit, clock } = c.get('services');
    const caller = callerOf(c);
    const { name, expiresInDays } = c.req.valid('json');
    const secret = newCredentialToken(API_TOKEN_PREFIX);
    const expiresAt =
      expiresInDays === undefined ? null : new Date(clock().getTime() + expiresInDays * DAY_MS).toISOString();
    const record = await stores.tokens.create({
      userId: caller.user.id,
      name,
      tokenHash: secret.hash,
      prefix: secret.prefix,
      expiresAt,
    });
    await audit.record({
      ...auditActor(c),
      action: 'token.create',
      target: record.id,
      outcome: 'ok',
      details: { name, expiresAt },
    });
    return c.json({ token: secret.token, apiToken: publicToken(record) }, 201);
  });

  app.openapi(listTokens, async (c) => {
    const records = await c.get('services').stores.tokens.listForUser(callerOf(c).user.id);
    return c.json({ tokens: records.map(publicToken) }, 200);
  });

  app.openapi(revokeToken, async (c) => {
    const { stores, audit } = c.get('services');
    const { id } = c.req.valid('param');
    const revoked = await stores.tokens.revoke(callerOf(c).user.id, id);
    await audit.record({
      ...auditActor(c),
      action: 'token.revoke',
      target: id,
      outcome: revoked ? 'ok' : 'failed',
      details: {},
    });
    if (!revoked) {
      throw new SkillportError(
        'TOKEN_NOT_FOUND',
        `You have no live API token with id "${id}"; list them with GET /api/tokens.`,
        {
          details: { id },
        },
      );
    }
    return c.json({ revoked: true as const }, 200);
  });
}
