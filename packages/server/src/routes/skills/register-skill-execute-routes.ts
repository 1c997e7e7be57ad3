import { z } from '@hono/zod-openapi';
import {
  bindSkillSecrets,
  ERROR_CODES,
  type ErrorCode,
  type ExecutionAuditEvent,
  executeSkill,
  SkillportError,
  stripInternalContextKeys,
} from '@skillport/core';
import { runOutcome } from '../../audit/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import { defineRoute } from '../../http/define-route.js';
import { findVisibleSkill } from '../../skills/index.js';
import { storedValuesFor } from '../../vault/index.js';
import type { GatewayApp } from '../gateway-app.js';
import { errors, json, jsonBody } from '../json-route.js';

/** Inputs are JSON documents for one run, not uploads. */
export const MAX_EXECUTE_BODY_BYTES = 1024 * 1024;
const MAX_TIMEOUT_MS = 600_000;

const ExecutionSchema = z
  .object({
    success: z.boolean(),
    output: z.unknown().optional(),
    error: z.string().optional(),
    durationMs: z.number(),
    exitCode: z.number().nullable(),
  })
  .openapi('ExecutionResult');

const execute = defineRoute({
  method: 'post',
  path: '/api/skills/{name}/execute',
  access: { permission: 'skills.execute' },
  maxBodyBytes: MAX_EXECUTE_BODY_BYTES,
  summary:
    'Run a compute-entry skill with `input` (checked against its interface). Its vault values are bound, plus `context.secrets` values it declares in required-secrets. Needs skill:execute and sandbox:execute; the sandbox policy is the gateway’s. 200 for every run that started (success or not); refusals before the start are errors',
  request: {
    params: z.object({ name: z.string().min(1).max(200) }),
    body: jsonBody(
      z
        .strictObject({
          input: z.unknown().optional(),
          context: z.record(z.string(), z.unknown()).optional(),
          timeoutMs: z.number().int().min(1).max(MAX_TIMEOUT_MS).optional(),
        })
        .openapi('ExecuteSkill'),
    ),
  },
  responses: {
    200: json(ExecutionSchema, 'The run’s result (output and messages masked for every bound secret)'),
    ...errors(400, 401, 403, 404, 413, 415, 422, 503),
  },
});

const isErrorCode = (code: string | undefined): code is ErrorCode =>
  code !== undefined && Object.hasOwn(ERROR_CODES, code);

export function registerSkillExecuteRoutes(app: GatewayApp): void {
  app.openapi(execute, async (c) => {
    const { skills, access, vault, audit, config, logger, sandboxPool } = c.get('services');
    const caller = callerOf(c);
    const view = await skills.viewFor(caller.user.id);
    const skill = findVisibleSkill(access, caller, view, c.req.valid('param').name);
    const body = c.req.valid('json');
    if (!skill.enabled) {
      throw new SkillportError('SKILL_DISABLED', `Skill "${skill.name}" is disabled; switch it on first.`, {
        details: { skill: skill.name },
      });
    }
    const stored = await storedValuesFor(vault, logger, skill, caller.user.id);
    // Naming the skill in this call is an explicit activation, as a slash command is.
    const context = stripInternalContextKeys(body.context ?? {});
    const requested = bindSkillSecrets({
      skill,
      enabled: true,
      supplied: context.secrets as Record<string, string> | undefined,
      activation: 'slash',
    });
    let event: ExecutionAuditEvent | undefined;
    // The sandbox mounts the skill from the enabled-only tree: switched off since the lookup = refused.
    const projected = await skills.projectedSkill(skill, caller.user.id);
    const result = await executeSkill({
      skill,
      input: body.input ?? {},
      authorizer: access.executionAuthorizer(),
      principal: caller.principal,
      secrets: { ...stored, ...requested.values },
      sandbox: config.execution.sandbox,
      requireSandbox: config.execution.requireSandbox,
      allowNetwork: config.execution.allowNetwork,
      ...(body.timeoutMs === undefined ? {} : { timeoutMs: body.timeoutMs }),
      mountDir: projected.dir,
      sandboxPool,
      onAudit: (e) => {
        event = e;
      },
    }).finally(projected.release);
    const refusedBeforeStart = result.sandbox === null && !result.success;
    await audit.record({
      ...auditActor(c),
      action: 'skill.execute',
      target: skill.name,
      outcome: runOutcome(result.success, result.errorCode),
      // Never the input or a secret: names of refused request secrets, and the run's shape.
      details: {
        category: skill.category,
        durationMs: Math.round(event?.durationMs ?? result.durationMs),
        exitCode: result.exitCode,
        sandbox: result.sandbox,
        ...(result.errorCode === undefined ? {} : { code: result.errorCode }),
        ...(requested.refused.length === 0 ? {} : { refusedNames: requested.refused.map((r) => r.name) }),
      },
    });
    if (refusedBeforeStart) {
      // The message is already masked by the runner.
      throw new SkillportError(
        isErrorCode(result.errorCode) ? result.errorCode : 'HTTP_INTERNAL',
        result.error ?? `Skill "${skill.name}" could not be run.`,
        { details: { skill: skill.name } },
      );
    }
    return c.json(
      {
        success: result.success,
        ...(result.output === undefined ? {} : { output: result.output }),
        ...(result.error === undefined ? {} : { error: result.error }),
        durationMs: Math.round(result.durationMs),
        exitCode: result.exitCode,
      },
      200,
    );
  });
}
