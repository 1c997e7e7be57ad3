import { randomBytes } from 'node:crypto';
import { isSkillportError } from '@skillport/core';
import type { AuditLog } from '../audit/index.js';
import { ADMIN_ROLE } from '../authz/index.js';
import type { Stores } from '../db/index.js';
import { hashPassword } from './hash-password.js';

export const BOOTSTRAP_ADMIN_USERNAME = 'admin';

export interface AdminBootstrap {
  username: string;
  /** Set only when generated: the one time it is ever shown. */
  generatedPassword?: string;
}

/**
 * Creates the first admin when there are no users at all. Several nodes starting together on one
 * database race on the unique username; the loser simply finds the admin already there.
 */
export async function bootstrapAdmin(options: {
  stores: Stores;
  audit: AuditLog;
  password: string | undefined;
}): Promise<AdminBootstrap | undefined> {
  if ((await options.stores.users.count()) > 0) return undefined;
  const generated = options.password === undefined ? randomBytes(18).toString('base64url') : undefined;
  const password = options.password ?? generated!;
  try {
    const user = await options.stores.users.create({
      username: BOOTSTRAP_ADMIN_USERNAME,
      passwordHash: await hashPassword(password),
      role: ADMIN_ROLE,
    });
    await options.audit.record({
      actorId: null,
      actorName: 'gateway',
      action: 'user.bootstrap',
      target: user.id,
      outcome: 'ok',
      client: null,
      details: { username: user.username, passwordSource: generated ? 'generated' : 'configured' },
    });
  } catch (error) {
    if (isSkillportError(error, 'USER_EXISTS')) return undefined;
    throw error;
  }
  return generated === undefined
    ? { username: BOOTSTRAP_ADMIN_USERNAME }
    : { username: BOOTSTRAP_ADMIN_USERNAME, generatedPassword: generated };
}
