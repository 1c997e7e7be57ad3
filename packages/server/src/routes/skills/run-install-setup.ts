import path from 'node:path';
import { z } from '@hono/zod-openapi';
import { type Diagnostic, isSkillportError, runSkillSetup, type Skill } from '@skillport/core';
import type { Context } from 'hono';
import { runOutcome } from '../../audit/index.js';
import { auditActor, callerOf } from '../../http/caller-of.js';
import type { GatewayEnv } from '../../http/gateway-env.js';

export const SetupOutcomeSchema = z
  .object({
    ran: z.boolean(),
    success: z.boolean(),
    exitCode: z.number().nullable().optional(),
    /** A code from the error registry when `success` is false. */
    code: z.string().optional(),
    error: z.string().optional(),
  })
  .openapi('SetupOutcome');
export type SetupOutcome = z.infer<typeof SetupOutcomeSchema>;

/**
 * Runs the confirmed setup script of a skill just installed from an archive (SPEC §6.3), under the
 * gateway's execution policy and only when the caller holds `sandbox:execute` (fail closed). A failure
 * is reported, never thrown: the skill stays installed, and the caller can fix and re-run it.
 * The audit event holds the outcome, never the script's output (it may print anything, secrets included).
 */
export async function runInstallSetup(c: Context<GatewayEnv>, skill: Skill): Promise<SetupOutcome> {
  const { access, audit, config, logger } = c.get('services');
  const caller = callerOf(c);
  let outcome: SetupOutcome;
  let durationMs = 0;
  try {
    await access.executionAuthorizer().checkAsync({
      principal: caller.principal,
      resource: 'sandbox',
      action: 'execute',
      target: skill.name,
    });
    const result = await runSkillSetup(skill, {
      confirm: true,
      sandbox: config.execution.sandbox,
      requireSandbox: config.execution.requireSandbox,
      allowNetwork: config.execution.allowNetwork,
    });
    durationMs = result.durationMs;
    outcome = {
      ran: result.ran,
      success: result.success,
      exitCode: result.exitCode,
      ...(result.success
        ? {}
        : {
            code: result.errorCode,
            error: result.timedOut
              ? `The setup script of "${skill.name}" ran longer than its timeout and was killed; the skill is installed without it. Fix what it needs and run it again.`
              : `The setup script of "${skill.name}" exited with status ${result.exitCode}; the skill is installed, but its setup did not complete. Fix what it needs and run it again.`,
          }),
    };
  } catch (error) {
    if (isSkillportError(error)) {
      // Server paths (the skill root) stay on the server.
      const message = error.message.replace(/(\/[^\s"']+)+/g, (match) => path.basename(match));
      outcome = { ran: false, success: false, code: error.code, error: message };
    } else {
      // The skill is installed already: an unexpected failure is reported with it, not a 500 that hides it.
      logger.error({ component: 'setup', skill: skill.name, err: error }, 'skill setup could not run');
      outcome = {
        ran: false,
        success: false,
        code: 'SETUP_FAILED',
        error: `The setup script of "${skill.name}" could not be run; the skill is installed without it. See the gateway log.`,
      };
    }
  }
  if (!outcome.success) {
    logger.warn(
      { component: 'setup', skill: skill.name, code: outcome.code },
      'skill setup did not complete',
    );
  }
  await audit.record({
    ...auditActor(c),
    action: 'skill.setup',
    target: skill.name,
    outcome: runOutcome(outcome.success, outcome.code),
    details: {
      category: skill.category,
      ran: outcome.ran,
      durationMs: Math.round(durationMs),
      exitCode: outcome.exitCode ?? null,
      ...(outcome.code === undefined ? {} : { code: outcome.code }),
    },
  });
  return outcome;
}

/** A setup that did not complete, as a diagnostic on the skill (undefined when it did or did not run). */
export function setupDiagnostic(skill: Skill, outcome: SetupOutcome): Diagnostic | undefined {
  if (outcome.success) return undefined;
  return {
    level: 'error',
    code: 'SETUP_FAILED',
    skill: skill.name,
    path: path.join(skill.dir, 'skill.config.yaml'),
    message: `${outcome.error ?? `The setup of "${skill.name}" did not complete.`} Run it again with POST /api/skills/${skill.name}/setup {"confirm": true}.`,
    ...(outcome.code === undefined ? {} : { detail: { code: outcome.code } }),
  };
}
