import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  type Authorizer,
  type AuthzRequest,
  buildPrincipal,
  type Diagnostic,
  type Principal,
  resolveAuthorizer,
  type SkillCategory,
  SkillportError,
} from '@skillport/core';
import type { Logger } from 'pino';
import type { AuditLog } from '../audit/index.js';
import type { Caller } from '../auth/caller.js';
import type { UserRecord } from '../db/index.js';
import { principalKey } from './principal-key.js';
import {
  ADMIN_ROLE,
  ADMIN_ROUTE_PERMISSIONS,
  ROUTE_PERMISSIONS,
  type RoutePermission,
} from './route-permissions.js';
import { policyFiles } from './watch-policy-files.js';

interface SkillRef {
  readonly name: string;
  readonly category: SkillCategory;
}

/**
 * Every authorization question the gateway asks goes through here (SPEC §4, STYLE §5): route
 * permissions, which skills a caller sees, who may change a skill. Authorization disabled means the
 * gateway's own defaults (admins manage; users read, use, and manage their own user skills), never
 * "everything allowed".
 */
export interface AccessControl {
  readonly authorizationEnabled: boolean;
  /**
   * The audited authorizer, for the agent runtime (MCP, runs): both of its layers use this one instance
   * with the caller's principal. Read it per session: a policy reload replaces it.
   */
  authorizer(): Authorizer;
  principalFor(user: UserRecord, authSource: string): Principal;
  /** Throws AUTHZ_DENIED, after auditing the denial, when the caller may not use the route. */
  requireRoute(caller: Caller, permission: RoutePermission, client: string | null): Promise<void>;
  /** The route permissions the caller holds (for `GET /api/me`); asking is not audited as a denial. */
  routePermissions(caller: Caller): Promise<RoutePermission[]>;
  /** The skills of a view the caller may list, order kept. */
  visibleSkills<T extends SkillRef>(caller: Caller, skills: readonly T[]): T[];
  /** Whether the caller may change (install over, edit, delete) this skill. */
  canManageSkill(caller: Caller, skill: SkillRef, client: string | null): Promise<boolean>;
  /** Whether the caller may switch a shared (public, custom, legacy) skill on or off for everyone. */
  canToggleForEveryone(caller: Caller, skill: SkillRef, client: string | null): boolean;
  /**
   * Whether the caller may set a skill's secrets (`secret:write`). Shared skills' secrets apply to
   * everyone, so they also need `skill_management:write` (with authorization disabled: admins only);
   * per-user secrets of user and integration skills are the caller's own.
   */
  canWriteSecrets(caller: Caller, skill: SkillRef, client: string | null): boolean;
  /**
   * The authorizer the runner checks `skill:execute` and `sandbox:execute` with (core's executeSkill
   * makes both decisions). With authorization disabled it allows, as the gateway's defaults say.
   */
  executionAuthorizer(): Authorizer;
  /** Reads the authorization configuration again; an unreadable one is reported and not applied. */
  reloadPolicy(): Promise<{ reloaded: boolean; error?: string }>;
  /** The files the configuration is read from (to watch); empty for an inline one. */
  readonly policyFiles: readonly string[];
  /** An error diagnostic while a changed configuration could not be applied, for admins. */
  policyDiagnostics(): Diagnostic[];
}

/** Route allows remembered per policy: principals × permissions, bounded for very many users. */
const MAX_REMEMBERED_ROUTE_ALLOWS = 50_000;

export const EDITABLE_CATEGORIES: ReadonlySet<SkillCategory> = new Set(['custom', 'user']);

export async function createAccessControl(options: {
  authorization: unknown;
  baseDir: string;
  audit: AuditLog;
  logger: Logger;
}): Promise<AccessControl> {
  const onWarning = (message: string) => options.logger.warn({ component: 'authz' }, message);
  // Decisions are audited (every denial); the probe asks "would this be allowed" for /api/me, where a
  // "no" is information for the caller, not a refused action. Both come from the same configuration.
  let client: string | null = null;
  const files = policyFiles(options.authorization, options.baseDir);
  const resolve = async () => {
    const moduleVersion = await contentVersion(files);
    const common = { baseDir: options.baseDir, ...(moduleVersion === undefined ? {} : { moduleVersion }) };
    return {
      audited: await resolveAuthorizer(options.authorization, {
        ...common,
        onWarning,
        onAudit: (event) => options.audit.recordAuthzEvent(event, client),
      }),
      probe: await resolveAuthorizer(options.authorization, { ...common, onWarning: () => {} }),
    };
  };
  let current = await resolve();
  /** Set while the newest configuration could not be applied and an older one still decides. */
  let stale: { message: string; at: Date } | null = null;

  // Synchronous on purpose: the audit sink reads `client` while the decision is made, which is only
  // sound when no other request can run in between.
  const decision = (authorizer: Authorizer, request: AuthzRequest, from: string | null) => {
    client = from;
    try {
      return authorizer.decide(request);
    } finally {
      client = null;
    }
  };
  const decide = (authorizer: Authorizer, request: AuthzRequest, from: string | null) =>
    decision(authorizer, request, from).allow;

  const defaultRouteAllow = (caller: Caller, permission: RoutePermission) =>
    !ADMIN_ROUTE_PERMISSIONS.has(permission) || caller.user.role === ADMIN_ROLE;

  // Route decisions take no request context, so one is a function of the policy, the principal and
  // the permission: an allow is remembered per authorizer (a reload starts afresh). Denials are not
  // kept, so each one is still decided and audited.
  let routeAllows = { authorizer: current.audited, keys: new Set<string>() };
  const routeAllowed = (caller: Caller, permission: RoutePermission, from: string | null): boolean => {
    if (routeAllows.authorizer !== current.audited)
      routeAllows = { authorizer: current.audited, keys: new Set() };
    const key = `${permission}\0${principalKey(caller.principal)}`;
    if (routeAllows.keys.has(key)) return true;
    const { allow, outcome } = decision(current.audited, routeRequest(caller, permission), from);
    // Only the policy's own allow: a fail-open allow is audited and warned about every time.
    if (outcome === 'allowed') {
      if (routeAllows.keys.size >= MAX_REMEMBERED_ROUTE_ALLOWS) routeAllows.keys.clear();
      routeAllows.keys.add(key);
    }
    return allow;
  };

  const routeRequest = (caller: Caller, permission: RoutePermission): AuthzRequest => ({
    principal: caller.principal,
    resource: 'route',
    action: permission,
    target: permission,
  });

  return {
    get authorizationEnabled() {
      return current.audited.enabled;
    },
    authorizer: () => current.audited,
    principalFor(user, authSource) {
      return buildPrincipal(
        { userId: user.id, role: user.role, authSource },
        current.audited.defaultRole === undefined ? {} : { defaultRole: current.audited.defaultRole },
      );
    },
    async requireRoute(caller, permission, from) {
      const allow = current.audited.enabled
        ? routeAllowed(caller, permission, from)
        : defaultRouteAllow(caller, permission);
      if (allow) return;
      if (!current.audited.enabled) {
        await options.audit.record({
          actorId: caller.user.id,
          actorName: caller.user.username,
          action: 'authz.decision',
          target: `route:${permission}`,
          outcome: 'denied',
          client: from,
          details: { policyId: 'gateway:default', reasons: ['needs the admin role'] },
        });
      }
      throw new SkillportError(
        'AUTHZ_DENIED',
        `Not permitted: this route needs the permission ${permission}; ask an admin for it.`,
        { details: { permission } },
      );
    },
    async routePermissions(caller) {
      if (!current.audited.enabled) return ROUTE_PERMISSIONS.filter((p) => defaultRouteAllow(caller, p));
      const held = await current.probe.resolveRoutePermissions(caller.principal, ROUTE_PERMISSIONS);
      return ROUTE_PERMISSIONS.filter((p) => held.includes(p));
    },
    visibleSkills(caller, skills) {
      if (!current.audited.enabled) return [...skills];
      return current.audited.filterSkills(caller.principal, skills);
    },
    canManageSkill: async (caller, skill, from) => {
      if (!EDITABLE_CATEGORIES.has(skill.category)) return false;
      if (current.audited.enabled) {
        return decide(
          current.audited,
          { principal: caller.principal, resource: 'skill_management', action: 'write', target: skill.name },
          from,
        );
      }
      // A user view only ever holds the caller's own user skills, so owning it is given.
      return skill.category === 'user' || caller.user.role === ADMIN_ROLE;
    },
    async reloadPolicy() {
      const next = await resolve();
      // A new policy that cannot be read keeps the running one: losing a working policy to a typo
      // would otherwise deny (or, fail-open, allow) everything.
      if (next.audited.unavailable !== null && current.audited.unavailable === null) {
        const error = next.audited.unavailable.error;
        const message = error instanceof Error ? error.message : String(error);
        options.logger.warn(
          { component: 'authz' },
          `authorization reload failed, keeping the running policy: ${message}`,
        );
        stale = { message, at: new Date() };
        return { reloaded: false, error: message };
      }
      current = next;
      stale = null;
      options.logger.info({ component: 'authz' }, 'authorization configuration reloaded');
      return { reloaded: true };
    },
    policyFiles: files,
    policyDiagnostics() {
      if (stale === null) return [];
      return [
        {
          level: 'error',
          code: 'AUTHZ_POLICY_STALE',
          path: files[0] ?? 'authorization',
          message: `The authorization configuration changed but cannot be applied (${stale.message}); the policy loaded before still decides. Fix the file; it is read again when it changes.`,
          detail: { since: stale.at.toISOString() },
        },
      ];
    },
    canWriteSecrets(caller, skill, from) {
      const perUser = skill.category === 'user' || skill.category === 'integration';
      if (!current.audited.enabled) return perUser || caller.user.role === ADMIN_ROLE;
      const may = (resource: 'secret' | 'skill_management') =>
        decide(
          current.audited,
          { principal: caller.principal, resource, action: 'write', target: skill.name },
          from,
        );
      return may('secret') && (perUser || may('skill_management'));
    },
    executionAuthorizer: () => current.audited,
    canToggleForEveryone(caller, skill, from) {
      if (!current.audited.enabled) return caller.user.role === ADMIN_ROLE;
      return decide(
        current.audited,
        { principal: caller.principal, resource: 'skill_management', action: 'write', target: skill.name },
        from,
      );
    },
  };
}

/**
 * A digest of the configuration's files, passed as the provider module's version: an unchanged module
 * is not imported again (each import of a new URL stays in memory), a changed one is.
 */
async function contentVersion(files: readonly string[]): Promise<string | undefined> {
  if (files.length === 0) return undefined;
  const hash = createHash('sha256');
  for (const file of files) hash.update(await readFile(file).catch(() => Buffer.alloc(0)));
  return hash.digest('hex').slice(0, 16);
}
