import type { Context } from 'hono';
import type { GatewayEnv } from './gateway-env.js';

/**
 * The peer address of the connection. Forwarding headers are ignored on purpose: a client could
 * set X-Forwarded-For to a fresh value per attempt and slip past per-client login throttling.
 */
export function clientAddress(c: Context<GatewayEnv>): string | null {
  return c.env?.incoming?.socket?.remoteAddress ?? null;
}
