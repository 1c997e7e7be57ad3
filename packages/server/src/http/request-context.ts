import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { GatewayServices } from '../app/gateway-services.js';
import type { GatewayEnv } from './gateway-env.js';

/**
 * Hands every request the services, counts it for graceful shutdown, and logs one line per request:
 * method, path (never the query, which may carry search text or tokens), status, duration, user.
 * The request id and the request's child logger are made only when something logs: a child logger
 * (with its redaction) per request was a fifth of a cached listing's own cost, and most requests only
 * ever write their one line, or none when the level is above `info`.
 */
export function requestContext(services: GatewayServices): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const started = performance.now();
    let requestId: string | undefined;
    let log: Logger | undefined;
    const idOfRequest = () => (requestId ??= randomUUID());
    c.set('services', services);
    c.set('caller', null);
    c.set('log', () => (log ??= services.logger.child({ requestId: idOfRequest() })));
    services.lifecycle.inFlight++;
    try {
      await next();
    } finally {
      services.lifecycle.inFlight--;
      if (services.logger.isLevelEnabled('info')) {
        services.logger.info(
          {
            requestId: idOfRequest(),
            method: c.req.method,
            path: c.req.path,
            status: c.res.status,
            ms: Math.round(performance.now() - started),
            userId: c.get('caller')?.user.id ?? null,
          },
          'request',
        );
      }
    }
  };
}
