import { OpenAPIHono } from '@hono/zod-openapi';
import type { GatewayEnv } from '../http/gateway-env.js';
import { validationHook } from '../http/validation-hook.js';

export type GatewayApp = OpenAPIHono<GatewayEnv>;

export function createGatewayApp(): GatewayApp {
  return new OpenAPIHono<GatewayEnv>({ defaultHook: validationHook });
}
