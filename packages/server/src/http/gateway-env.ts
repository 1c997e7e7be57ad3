import type { HttpBindings } from '@hono/node-server';
import type { Logger } from 'pino';
import type { GatewayServices } from '../app/gateway-services.js';
import type { Caller } from '../auth/caller.js';

export interface GatewayVariables {
  services: GatewayServices;
  /** Set by the authentication middleware; `null` for anonymous requests. */
  caller: Caller | null;
  /** The request's logger (carrying its request id), made on first use. */
  log: () => Logger;
}

/** Bindings are absent under `app.request()` in tests, present under @hono/node-server. */
export interface GatewayEnv {
  Variables: GatewayVariables;
  Bindings: Partial<HttpBindings>;
}
