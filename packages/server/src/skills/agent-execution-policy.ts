import type { ExecutionPolicy } from '@skillport/agent';
import type { GatewayServices } from '../app/gateway-services.js';
import { runOutcome } from '../audit/index.js';
import type { AuditEntryInput } from '../db/index.js';
import { storedValuesFor } from '../vault/index.js';

export interface AgentExecutionOptions {
  services: Pick<GatewayServices, 'config' | 'skills' | 'vault' | 'audit' | 'sandboxPool' | 'logger'>;
  userId: string;
  /**
   * Who the audit records name, asked at each record: the request that started the run, or the MCP
   * request a tool call came in with (one session carries many requests, from any of the user's clients).
   */
  actor: () => Pick<AuditEntryInput, 'actorId' | 'actorName' | 'client'>;
  /** Which way the model reached the skill, for the audit records. */
  via: 'run' | 'mcp';
}

/**
 * How agent runs and MCP sessions of the gateway run skills, the same way `POST /api/skills/:name/execute`
 * does: the gateway's sandbox policy (which callers cannot loosen), skills mounted from the caller's
 * enabled-only projection (SPEC §6.4), the vault's values for the skill, the warm sandbox pool, and an
 * audit record per run (issue 11: every path into execution is audited; never input, command or secret).
 */
export function agentExecutionPolicy(options: AgentExecutionOptions): ExecutionPolicy {
  const { config, skills, vault, audit, sandboxPool, logger } = options.services;
  const record = (
    action: 'skill.execute' | 'sandbox.command',
    event: { skill: string | null; success: boolean; errorCode?: string; durationMs: number },
    shape: Record<string, unknown>,
  ): void =>
    audit.recordLater({
      ...options.actor(),
      action,
      target: event.skill,
      outcome: runOutcome(event.success, event.errorCode),
      details: {
        via: options.via,
        durationMs: Math.round(event.durationMs),
        ...shape,
        ...(event.errorCode === undefined ? {} : { code: event.errorCode }),
      },
    });
  return {
    sandbox: config.execution.sandbox,
    requireSandbox: config.execution.requireSandbox,
    allowNetwork: config.execution.allowNetwork,
    sandboxPool,
    skillMount: (skill) => skills.projectedSkill(skill, options.userId),
    storedSecrets: async (skill) => {
      try {
        return await storedValuesFor(vault, logger, skill, options.userId);
      } catch (error) {
        // The run goes on without vault values, as it does when the vault is not running.
        logger.warn({ component: 'vault', skill: skill.name, err: error }, 'vault values unreadable');
        return {};
      }
    },
    onAudit: (event) => record('skill.execute', event, { exitCode: event.exitCode, sandbox: event.sandbox }),
    onCommandAudit: (event) =>
      record('sandbox.command', event, {
        exitCode: event.exitCode,
        timedOut: event.timedOut,
        sandbox: event.sandbox,
      }),
  };
}
