import type { ExecutionPolicy } from '@skillport/agent';
import type { GatewayServices } from '../app/gateway-services.js';
import type { AuditEntryInput } from '../db/index.js';
import { secretOwnerOf } from '../vault/index.js';

export interface AgentExecutionOptions {
  services: Pick<GatewayServices, 'config' | 'skills' | 'vault' | 'audit' | 'sandboxPool' | 'logger'>;
  userId: string;
  /** Who the audit records name (the request that started the run or the MCP session). */
  actor: Pick<AuditEntryInput, 'actorId' | 'actorName' | 'client'>;
  /** Which way the model reached the skill, for the audit records. */
  via: 'run' | 'mcp';
}

type Outcome = AuditEntryInput['outcome'];
const outcomeOf = (success: boolean, code: string | undefined): Outcome =>
  success ? 'ok' : code === 'AUTHZ_DENIED' ? 'denied' : 'failed';

/**
 * How agent runs and MCP sessions of the gateway run skills, the same way `POST /api/skills/:name/execute`
 * does: the gateway's sandbox policy (which callers cannot loosen), skills mounted from the caller's
 * enabled-only projection (SPEC §6.4), the vault's values for the skill, the warm sandbox pool, and an
 * audit record per run (issue 11: every path into execution is audited; never input, command or secret).
 */
export function agentExecutionPolicy(options: AgentExecutionOptions): ExecutionPolicy {
  const { config, skills, vault, audit, sandboxPool, logger } = options.services;
  return {
    sandbox: config.execution.sandbox,
    requireSandbox: config.execution.requireSandbox,
    allowNetwork: config.execution.allowNetwork,
    sandboxPool,
    skillMount: (skill) => skills.projectedSkill(skill, options.userId),
    storedSecrets: async (skill) => {
      if (!vault.available) return {};
      try {
        return await vault.read(secretOwnerOf(skill, options.userId));
      } catch (error) {
        // The run goes on without vault values, as it does when the vault is not running.
        logger.warn({ component: 'vault', skill: skill.name, err: error }, 'vault values unreadable');
        return {};
      }
    },
    onAudit: (event) =>
      audit.recordLater({
        ...options.actor,
        action: 'skill.execute',
        target: event.skill,
        outcome: outcomeOf(event.success, event.errorCode),
        details: {
          via: options.via,
          durationMs: Math.round(event.durationMs),
          exitCode: event.exitCode,
          sandbox: event.sandbox,
          ...(event.errorCode === undefined ? {} : { code: event.errorCode }),
        },
      }),
    onCommandAudit: (event) =>
      audit.recordLater({
        ...options.actor,
        action: 'sandbox.command',
        target: event.skill,
        outcome: outcomeOf(event.success, event.errorCode),
        details: {
          via: options.via,
          durationMs: Math.round(event.durationMs),
          exitCode: event.exitCode,
          timedOut: event.timedOut,
          sandbox: event.sandbox,
          ...(event.errorCode === undefined ? {} : { code: event.errorCode }),
        },
      }),
  };
}
