import { z } from '@hono/zod-openapi';
import { SkillportError } from '@skillport/core';
import { sql } from 'kysely';
import { ErrorBodySchema } from '../../errors/index.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayApp } from '../gateway-app.js';

const READY_CHECK_TIMEOUT_MS = 2_000;

const HealthSchema = z.object({ status: z.literal('ok') }).openapi('Health');
const ReadySchema = z
  .object({ status: z.literal('ready'), checks: z.record(z.string(), z.literal('ok')) })
  .openapi('Ready');

const healthz = defineRoute({
  method: 'get',
  path: '/healthz',
  access: 'public',
  summary: 'Liveness: the process answers',
  responses: { 200: { description: 'Alive', content: { 'application/json': { schema: HealthSchema } } } },
});

const readyz = defineRoute({
  method: 'get',
  path: '/readyz',
  access: 'public',
  summary: 'Readiness: the database answers and the skills are loaded',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: ReadySchema } } },
    503: { description: 'Not ready', content: { 'application/json': { schema: ErrorBodySchema } } },
  },
});

export function registerSystemRoutes(app: GatewayApp): void {
  app.openapi(healthz, (c) => c.json({ status: 'ok' as const }, 200));
  app.openapi(readyz, async (c) => {
    const services = c.get('services');
    const failing: Record<string, string> = {};
    if (services.lifecycle.draining) failing.lifecycle = 'shutting down';
    try {
      await withTimeout(sql`select 1`.execute(services.db), READY_CHECK_TIMEOUT_MS);
    } catch (error) {
      failing.database = error instanceof Error ? error.message : String(error);
    }
    if (services.skills.lastLoadedAt() === undefined) failing.skills = 'not loaded yet';
    if (Object.keys(failing).length > 0) {
      throw new SkillportError('GATEWAY_NOT_READY', `Not ready: ${Object.keys(failing).join(', ')}.`, {
        details: { failing },
      });
    }
    return c.json(
      { status: 'ready' as const, checks: { database: 'ok' as const, skills: 'ok' as const } },
      200,
    );
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
