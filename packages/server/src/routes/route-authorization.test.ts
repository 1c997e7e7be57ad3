import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_EXTENSION } from '../http/define-route.js';
import { createHarness, type GatewayHarness } from '../test-support/gateway-harness.js';
import { DOCUMENT_ROUTES } from './register-routes.js';
import { SKILL_FILE_HONO_PATH } from './skills/register-skill-read-routes.js';

/**
 * Every route the app serves must carry an authorization decision (the `x-skillport-access` of its
 * OpenAPI operation) and must be refused, concretely, to an anonymous caller and to a signed-in caller
 * whose role holds no route permission. A route added without defineRoute fails here.
 */
const ROLES = {
  admin: {},
  user: {},
  nobody: { routes: { allow: false }, skills: { allow: false }, skill_management: { allow: false } },
};

let h: GatewayHarness;
let nobody: string;
let routes: { method: string; honoPath: string; docPath: string; access: string }[];

function toDocPath(honoPath: string): string {
  if (honoPath === SKILL_FILE_HONO_PATH) return '/api/skills/{name}/files/{path}';
  return honoPath.replace(/:([A-Za-z_]+)/g, '{$1}');
}

function concrete(docPath: string): string {
  return docPath.replace(/\{[^}]+\}/g, 'x');
}

beforeAll(async () => {
  h = await createHarness({ authorization: { provider: 'rbac', default_role: 'user', roles: ROLES } });
  const admin = await h.login();
  await h.request('/api/users', {
    method: 'POST',
    token: admin,
    json: { username: 'nobody', password: 'user password 1', role: 'nobody' },
  });
  nobody = await h.login('nobody', 'user password 1');
  const doc = (await (await h.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const seen = new Set<string>();
  // Hono lists each middleware and handler of a route separately: one entry per method and path.
  routes = h.gateway.app.routes
    .filter((r) => r.method !== 'ALL')
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`) !== undefined)
    .filter((r) => !(DOCUMENT_ROUTES as readonly string[]).includes(r.path))
    .map((r) => {
      const docPath = toDocPath(r.path);
      const op = doc.paths[docPath]?.[r.method.toLowerCase()];
      return { method: r.method, honoPath: r.path, docPath, access: String(op?.[ACCESS_EXTENSION] ?? '') };
    });
});
afterAll(() => h.close());

describe('every registered route', () => {
  it('is found (sanity: the enumeration sees the contract routes)', () => {
    const keys = routes.map((r) => `${r.method} ${r.docPath}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'GET /api/skills',
        'GET /api/skills/{name}/files/{path}',
        'PATCH /api/users/{id}',
        'GET /api/audit',
        'POST /mcp',
        'GET /api/skills/{name}/env-schema',
        'PUT /api/skills/{name}/secrets',
        'POST /api/admin/secrets/rotate',
        'GET /api/skills/custom/{name}',
        'PUT /api/skills/custom/{name}',
        'DELETE /api/skills/custom/{name}',
        'GET /api/skills/custom/{name}/history',
        'GET /api/skills/custom/{name}/diff',
        'POST /api/skills/custom/{name}/rollback',
        'POST /api/skills/{name}/execute',
      ]),
    );
  });

  it('has an authorization decision in its OpenAPI operation', () => {
    const missing = routes.filter((r) => r.access === '').map((r) => `${r.method} ${r.honoPath}`);
    expect(missing).toEqual([]);
  });

  it('public routes are exactly the ones meant to be public', () => {
    const open = routes.filter((r) => r.access === 'public').map((r) => `${r.method} ${r.docPath}`);
    expect(open.sort()).toEqual(['GET /healthz', 'GET /readyz', 'POST /api/auth/login']);
  });

  it('refuses every guarded route to an anonymous caller (401) and to a role without permissions (403)', async () => {
    const guarded = routes.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(20);
    for (const route of guarded) {
      const url = concrete(route.docPath);
      const init = route.method === 'GET' ? {} : { json: {} };
      const anonymous = await h.request(url, { method: route.method, ...init });
      expect([route.method, url, anonymous.status]).toEqual([route.method, url, 401]);
      const denied = await h.request(url, { method: route.method, token: nobody, ...init });
      expect([route.method, url, denied.status]).toEqual([route.method, url, 403]);
      expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('AUTHZ_DENIED');
    }
  });
});
