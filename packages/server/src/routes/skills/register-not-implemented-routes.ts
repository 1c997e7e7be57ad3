import { SkillportError } from '@skillport/core';
import type { RoutePermission } from '../../authz/index.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors } from '../json-route.js';

/** Routes of the contract that belong to the execution and agent issues; until then, a clear 501. */
const PENDING: {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  permission: RoutePermission;
  summary: string;
}[] = [
  {
    method: 'post',
    path: '/api/skills/{name}/execute',
    permission: 'skills.execute',
    summary: 'Run a compute skill',
  },
  {
    method: 'get',
    path: '/api/skills/{name}/env-schema',
    permission: 'skills.read',
    summary: 'A skill’s environment schema',
  },
  {
    method: 'put',
    path: '/api/skills/{name}/secrets',
    permission: 'secrets.write',
    summary: 'Set a skill’s secrets',
  },
  {
    method: 'post',
    path: '/api/admin/secrets/rotate',
    permission: 'secrets.rotate',
    summary: 'Rotate the vault key (admin)',
  },
];

export function registerNotImplementedRoutes(app: GatewayApp): void {
  for (const { method, path, permission, summary } of PENDING) {
    const route = defineRoute({
      method,
      path,
      access: { permission },
      summary: `${summary} — not built yet: answers 501 HTTP_NOT_IMPLEMENTED`,
      responses: errors(401, 403, 501),
    });
    app.openapi(route, (c) => {
      throw new SkillportError(
        'HTTP_NOT_IMPLEMENTED',
        `${c.req.method} ${c.req.path} is part of the API but not built in this version of the gateway.`,
        { details: { route: `${method.toUpperCase()} ${path}` } },
      );
    });
  }
}
