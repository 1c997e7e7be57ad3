/**
 * The permission each route asks for (`route:<permission>` in an authorization policy). With
 * authorization disabled, the ones in ADMIN_ROUTE_PERMISSIONS need the `admin` role and the others any
 * signed-in user (SPEC §10.2).
 */
export const ROUTE_PERMISSIONS = [
  'me.read',
  'tokens.manage',
  'users.manage',
  'audit.read',
  'skills.read',
  'skills.toggle',
  'skills.manage',
  'skills.reload',
  'skills.execute',
  'diagnostics.read',
  'catalog.search',
  'prompt.read',
  'secrets.write',
  'secrets.rotate',
  'mcp.use',
  'agents.read',
  'agents.manage',
  'runs.use',
] as const;
export type RoutePermission = (typeof ROUTE_PERMISSIONS)[number];

export const ADMIN_ROUTE_PERMISSIONS: ReadonlySet<RoutePermission> = new Set([
  'users.manage',
  'audit.read',
  'skills.reload',
  'secrets.rotate',
  'agents.manage',
]);

/** `public` routes answer without a caller (health, login, the API description). */
export type RouteAccess = 'public' | { permission: RoutePermission };

export const ADMIN_ROLE = 'admin';
export const USER_ROLE = 'user';
