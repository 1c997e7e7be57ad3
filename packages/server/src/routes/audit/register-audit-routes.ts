import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json } from '../json-route.js';

export const DEFAULT_AUDIT_PAGE = 50;
export const MAX_AUDIT_PAGE = 500;

const AuditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    actorId: z.string().nullable(),
    actorName: z.string().nullable(),
    action: z.string(),
    target: z.string().nullable(),
    outcome: z.enum(['ok', 'denied', 'failed']),
    client: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .openapi('AuditEntry');

const Text = z.string().min(1).max(200);

const AuditQuerySchema = z.strictObject({
  action: Text.optional(),
  actor: Text.optional().openapi({ description: 'user id' }),
  target: Text.optional(),
  outcome: z.enum(['ok', 'denied', 'failed']).optional(),
  since: z.iso.datetime().optional(),
  until: z.iso.datetime().optional(),
  cursor: Text.optional().openapi({ description: 'nextCursor of the previous page' }),
  limit: z.coerce.number().int().min(1).max(MAX_AUDIT_PAGE).default(DEFAULT_AUDIT_PAGE),
});

const listAudit = defineRoute({
  method: 'get',
  path: '/api/audit',
  access: { permission: 'audit.read' },
  summary: 'The audit log, newest first, with filters and cursor paging (admin)',
  request: { query: AuditQuerySchema },
  responses: {
    200: json(z.object({ entries: z.array(AuditEntrySchema), nextCursor: z.string().nullable() }), 'A page'),
    ...errors(400, 401, 403),
  },
});

export function registerAuditRoutes(app: GatewayApp): void {
  app.openapi(listAudit, async (c) => {
    const { stores, audit } = c.get('services');
    const q = c.req.valid('query');
    // Background authorization records written just before this request belong in the answer.
    await audit.flush();
    const page = await stores.audit.list({
      limit: q.limit,
      ...(q.action === undefined ? {} : { action: q.action }),
      ...(q.actor === undefined ? {} : { actorId: q.actor }),
      ...(q.target === undefined ? {} : { target: q.target }),
      ...(q.outcome === undefined ? {} : { outcome: q.outcome }),
      ...(q.since === undefined ? {} : { since: new Date(q.since).toISOString() }),
      ...(q.until === undefined ? {} : { until: new Date(q.until).toISOString() }),
      ...(q.cursor === undefined ? {} : { before: q.cursor }),
    });
    return c.json(page, 200);
  });
}
