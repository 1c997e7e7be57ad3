import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { GatewayServices } from '../app/gateway-services.js';
import type { GatewayEnv } from './gateway-env.js';

/**
 * Hands every request the services, counts it for graceful shutdown, and logs one line per request:
 * method, path (never the query, which may carry search text or tokens), status, duration, user.
 */
export function requestContext(services: GatewayServices): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = services.logger.child({ requestId: randomUUID() });
    c.set('services', services);
    c.set('caller', null);
    c.set('log', log);
    services.lifecycle.inFlight++;
    try {
      await next();
    } finally {
      services.lifecycle.inFlight--;
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
          userId: c.get('caller')?.user.id ?? null,
        },
        'request',
      );
    }
  };
}
