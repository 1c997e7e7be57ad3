export { type AccessControl, createAccessControl, EDITABLE_CATEGORIES } from './create-access-control.js';
export { principalKey } from './principal-key.js';
export {
  ADMIN_ROLE,
  ADMIN_ROUTE_PERMISSIONS,
  ROUTE_PERMISSIONS,
  type RouteAccess,
  type RoutePermission,
  USER_ROLE,
} from './route-permissions.js';
