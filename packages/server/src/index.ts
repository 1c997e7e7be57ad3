/**
 * `@skillport/server`: the Skillport gateway (SPEC §10). `createGateway` builds it for in-process use
 * (`gateway.app.request()`), `startGateway` listens.
 */
export {
  type CreateGatewayOptions,
  createGateway,
  DEFAULT_SHUTDOWN_GRACE_MS,
  type Gateway,
} from './app/create-gateway.js';
export type { GatewayServices } from './app/gateway-services.js';
export { type RunningGateway, startGateway } from './app/start-gateway.js';
export type { AdminBootstrap } from './auth/index.js';
export { ROUTE_PERMISSIONS, type RoutePermission } from './authz/index.js';
export {
  DEFAULT_DATA_DIR,
  DEFAULT_HOST,
  DEFAULT_PORT,
  type GatewayConfig,
  type GatewayOptionsInput,
  GatewayOptionsSchema,
} from './config/index.js';
export { type ErrorBody, ErrorBodySchema, httpStatusOf } from './errors/index.js';
