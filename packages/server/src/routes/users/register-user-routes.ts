import { z } from '@hono/zod-openapi';
import { SkillportError } from '@skillport/core';
import { hashPassword } from '../../auth/index.js';
import { ADMIN_ROLE } from '../../authz/index.js';
import { userNotFound } from '../../db/index.js';
import { auditActor } from '../../http/caller-of.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';
import { CreateUserBodySchema, UpdateUserBodySchema, UserSchema } from './user-schemas.js';

const listUsers = defineRoute({
  method: 'get',
  path: '/api/users',
  access: { permission: 'users.manage' },
  summary: 'Every user (admin)',
  responses: { 200: json(z.object({ users: z.array(UserSchema) }), 'Users'), ...errors(401, 403) },
});

const createUser = defineRoute({
  method: 'post',
  path: '/api/users',
  access: { permission: 'users.manage' },
  summary: 'Create a user (admin)',
  request: { body: jsonBody(CreateUserBodySchema) },
  responses: {
    201: json(z.object({ user: UserSchema }), 'Created'),
    ...errors(400, 401, 403, 409, 413, 415),
  },
});

const updateUser = defineRoute({
  method: 'patch',
  path: '/api/users/{id}',
  access: { permission: 'users.manage' },
  summary: 'Change a user’s role, disable or enable them, or reset their password (admin)',
  request: { params: z.object({ id: z.string().min(1).max(100) }), body: jsonBody(UpdateUserBodySchema) },
  responses: {
    200: json(z.object({ user: UserSchema }), 'Updated'),
    ...errors(400, 401, 403, 404, 409, 413, 415),
  },
});

export function registerUserRoutes(app: GatewayApp): void {
  app.openapi(listUsers, async (c) => c.json({ users: await c.get('services').stores.users.list() }, 200));

  app.openapi(createUser, async (c) => {
    const { stores, audit } = c.get('services');
    const { username, password, role } = c.req.valid('json');
    const user = await stores.users.create({ username, role, passwordHash: await hashPassword(password) });
    await audit.record({
      ...auditActor(c),
      action: 'user.create',
      target: user.id,
      outcome: 'ok',
      details: { username, role },
    });
    return c.json({ user }, 201);
  });

  app.openapi(updateUser, async (c) => {
    const { stores, audit } = c.get('services');
    const { id } = c.req.valid('param');
    const change = c.req.valid('json');
    const before = await stores.users.findById(id);
    if (before === undefined) throw userNotFound(id);
    const losesAdmin =
      before.role === ADMIN_ROLE &&
      !before.disabled &&
      (change.disabled === true || (change.role !== undefined && change.role !== ADMIN_ROLE));
    if (losesAdmin && (await stores.users.countEnabledAdmins()) <= 1) {
      throw new SkillportError(
        'USER_LAST_ADMIN',
        `User "${before.username}" is the only enabled admin; make another user admin first.`,
        { details: { id } },
      );
    }
    const user = await stores.users.update(id, {
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled }),
      ...(change.password === undefined ? {} : { passwordHash: await hashPassword(change.password) }),
    });
    // A reset password or a disabled account must not keep old sessions alive.
    if (change.password !== undefined || change.disabled === true) await stores.sessions.deleteForUser(id);
    await audit.record({
      ...auditActor(c),
      action: 'user.update',
      target: id,
      outcome: 'ok',
      details: {
        ...(change.role === undefined ? {} : { role: { from: before.role, to: change.role } }),
        ...(change.disabled === undefined ? {} : { disabled: change.disabled }),
        ...(change.password === undefined ? {} : { passwordReset: true }),
      },
    });
    return c.json({ user }, 200);
  });
}
