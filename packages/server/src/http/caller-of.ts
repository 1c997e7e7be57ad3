import type { Context } from 'hono';
import type { Caller } from '../auth/index.js';
import type { AuditEntryInput } from '../db/index.js';
import { clientAddress } from './client-address.js';
import type { GatewayEnv } from './gateway-env.js';

/** The caller of a guarded route (the guard has already refused anonymous requests). */
export function callerOf(c: Context<GatewayEnv>): Caller {
  const caller = c.get('caller');
  if (caller === null) throw new Error('callerOf used on a public route');
  return caller;
}

/** The who/where half of an audit record for this request. */
export function auditActor(
  c: Context<GatewayEnv>,
): Pick<AuditEntryInput, 'actorId' | 'actorName' | 'client'> {
  const caller = c.get('caller');
  return {
    actorId: caller?.user.id ?? null,
    actorName: caller?.user.username ?? null,
    client: clientAddress(c),
  };
}
