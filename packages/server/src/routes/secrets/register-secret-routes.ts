import { z } from '@hono/zod-openapi';
import { type Skill, SkillportError } from '@skillport/core';
import type { Context } from 'hono';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { clientAddress } from '../../http/client-address.js';
import { defineRoute } from '../../http/define-route.js';
import type { GatewayEnv } from '../../http/gateway-env.js';
import { findVisibleSkill } from '../../skills/index.js';
import {
  envSchemaOf,
  MAX_SECRET_CHARS,
  MIN_SECRET_CHARS,
  type RotationReport,
  secretOwnerOf,
} from '../../vault/index.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';

const NameParam = z.object({ name: z.string().min(1).max(200) });
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/u;
const MAX_SECRETS_PER_REQUEST = 100;

/** The only shape in which the vault describes a secret: never a value. */
const EnvEntrySchema = z
  .object({ name: z.string(), required: z.boolean(), description: z.string(), hasValue: z.boolean() })
  .openapi('EnvEntry');

const EnvSchemaResponse = z.object({ skill: z.string(), env: z.array(EnvEntrySchema) }).openapi('EnvSchema');

const envSchema = defineRoute({
  method: 'get',
  path: '/api/skills/{name}/env-schema',
  access: { permission: 'skills.read' },
  summary:
    'The environment a skill declares (skill.config.yaml env, required-secrets) and which entries have a value; never the values',
  request: { params: NameParam },
  responses: { 200: json(EnvSchemaResponse, 'Env schema'), ...errors(401, 403, 404) },
});

const putSecrets = defineRoute({
  method: 'put',
  path: '/api/skills/{name}/secrets',
  access: { permission: 'secrets.write' },
  summary:
    'Set (string) or clear (null) a skill’s secret values in the vault: for everyone (public, custom; admin) or for the caller (user, integration). Every value needs at least 8 characters (values are masked in output). Answers the env schema, never a value',
  request: {
    params: NameParam,
    body: jsonBody(
      z
        .strictObject({
          secrets: z.record(z.string().regex(ENV_NAME).max(200), z.string().nullable()),
        })
        .openapi('SetSecrets'),
    ),
  },
  responses: {
    200: json(EnvSchemaResponse, 'Stored; the env schema after the change'),
    ...errors(400, 401, 403, 404, 413, 415, 503),
  },
});

const RotationSchema = z
  .object({
    primaryVersion: z.number(),
    rotated: z.number(),
    failed: z.array(
      z.object({
        scope: z.string(),
        category: z.string(),
        skill: z.string(),
        keyVersion: z.number(),
        code: z.string(),
      }),
    ),
    byVersion: z.record(z.string(), z.number()),
  })
  .openapi('SecretRotation');

const rotate = defineRoute({
  method: 'post',
  path: '/api/admin/secrets/rotate',
  access: { permission: 'secrets.rotate' },
  summary:
    'Re-wrap every data key under the primary (first) SKILLPORT_MASTER_KEY version while the gateway serves (admin). Interruptible and repeatable; 503 VAULT_KEY_MISSING lists keys it could not re-wrap',
  responses: {
    200: json(RotationSchema, 'Every data key is under the primary version'),
    ...errors(401, 403, 503),
  },
});

async function envSchemaBody(c: Context<GatewayEnv>, skill: Skill) {
  const { vault } = c.get('services');
  const stored = await vault.storedNames(secretOwnerOf(skill, callerOf(c).user.id));
  return {
    skill: skill.name,
    env: envSchemaOf(skill).map((entry) => ({
      name: entry.name,
      required: entry.required,
      description: entry.description,
      hasValue: stored.has(entry.name),
    })),
  };
}

/**
 * Every vault value is passed to the skill as a bound secret and masked in its output, so each needs
 * MIN_SECRET_CHARS (the runner refuses shorter ones); non-secret settings with short values belong in
 * the skill's declared defaults.
 */
function valueProblem(value: string): string | undefined {
  if (value.includes('\0')) return 'holds a NUL character';
  if (value.length > MAX_SECRET_CHARS) return `is longer than ${MAX_SECRET_CHARS} characters`;
  if (value.length === 0) return 'is empty (send null to clear it)';
  if (value.length < MIN_SECRET_CHARS) {
    return `is shorter than ${MIN_SECRET_CHARS} characters, too short to be masked in output`;
  }
  return undefined;
}

export function registerSecretRoutes(app: GatewayApp): void {
  app.openapi(envSchema, async (c) => {
    const { skills, access } = c.get('services');
    const caller = callerOf(c);
    const view = await skills.viewFor(caller.user.id);
    const skill = findVisibleSkill(access, caller, view, c.req.valid('param').name);
    return c.json(await envSchemaBody(c, skill), 200);
  });

  app.openapi(putSecrets, async (c) => {
    const { skills, access, audit, vault } = c.get('services');
    const caller = callerOf(c);
    const view = await skills.viewFor(caller.user.id);
    const skill = findVisibleSkill(access, caller, view, c.req.valid('param').name);
    const { secrets } = c.req.valid('json');
    // Names only: the audit log never holds a value.
    const names = Object.keys(secrets).sort();
    if (!access.canWriteSecrets(caller, skill, clientAddress(c))) {
      await audit.record({
        ...auditActor(c),
        action: 'secret.write',
        target: skill.name,
        outcome: 'denied',
        details: { names },
      });
      throw new SkillportError(
        'AUTHZ_DENIED',
        `You may not set the secrets of ${skill.category} skill "${skill.name}"; ask an admin.`,
        { details: { skill: skill.name } },
      );
    }
    vault.assertAvailable();
    if (names.length > MAX_SECRETS_PER_REQUEST) {
      throw new SkillportError(
        'HTTP_REQUEST_INVALID',
        `Invalid request: json.secrets: at most ${MAX_SECRETS_PER_REQUEST} names per request.`,
        { details: { issues: [{ path: 'json.secrets', message: 'too many names' }] } },
      );
    }
    const schema = new Map(envSchemaOf(skill).map((entry) => [entry.name, entry]));
    const set: Record<string, string> = {};
    const remove: string[] = [];
    for (const name of names) {
      const entry = schema.get(name);
      if (entry === undefined) {
        throw new SkillportError(
          'SECRET_NOT_DECLARED',
          `Skill "${skill.name}" does not declare ${name}; it accepts ${[...schema.keys()].join(', ') || 'no environment entries'} (GET /api/skills/${skill.name}/env-schema).`,
          { details: { skill: skill.name, field: `json.secrets.${name}` } },
        );
      }
      const value = secrets[name];
      if (value === null || value === undefined) {
        remove.push(name);
        continue;
      }
      const problem = valueProblem(value);
      if (problem !== undefined) {
        const code = problem.startsWith('is shorter') ? 'SECRET_TOO_SHORT' : 'SECRET_VALUE_INVALID';
        throw new SkillportError(code, `The value of json.secrets.${name} ${problem}.`, {
          details: { skill: skill.name, field: `json.secrets.${name}` },
        });
      }
      set[name] = value;
    }
    await vault.write(secretOwnerOf(skill, caller.user.id), { set, remove, by: caller.user.id });
    await audit.record({
      ...auditActor(c),
      action: 'secret.write',
      target: skill.name,
      outcome: 'ok',
      details: {
        category: skill.category,
        scope: secretOwnerOf(skill, caller.user.id).scope === caller.user.id ? 'caller' : 'everyone',
        stored: Object.keys(set),
        cleared: remove,
      },
    });
    return c.json(await envSchemaBody(c, skill), 200);
  });

  app.openapi(rotate, async (c) => {
    const { vault, audit } = c.get('services');
    let report: RotationReport;
    try {
      report = await vault.rotate();
    } catch (error) {
      await audit.record({
        ...auditActor(c),
        action: 'secret.rotate',
        target: null,
        outcome: 'failed',
        details: { code: error instanceof SkillportError ? error.code : 'HTTP_INTERNAL' },
      });
      throw error;
    }
    await audit.record({
      ...auditActor(c),
      action: 'secret.rotate',
      target: null,
      outcome: report.failed.length === 0 ? 'ok' : 'failed',
      details: {
        primaryVersion: report.primaryVersion,
        rotated: report.rotated,
        failed: report.failed.length,
        byVersion: report.byVersion,
      },
    });
    if (report.failed.length > 0) {
      const code = report.failed.some((f) => f.code === 'VAULT_KEY_MISSING')
        ? 'VAULT_KEY_MISSING'
        : 'VAULT_INTEGRITY';
      throw new SkillportError(
        code,
        `Rotation re-wrapped ${report.rotated} data key(s) but not ${report.failed.length}: their master key version is not in SKILLPORT_MASTER_KEY or they fail authentication. Add the old version back after the primary and rotate again.`,
        { details: { ...report } },
      );
    }
    return c.json(report, 200);
  });
}
