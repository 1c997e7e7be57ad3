import type { ExecutionPolicy } from '@skillport/agent';
import type { GatewayConfig } from '../config/index.js';
import type { SkillCatalog } from './create-skill-catalog.js';

/**
 * How agent runs and MCP sessions of the gateway run skills: the gateway's sandbox policy (the same as
 * `POST /api/skills/:name/execute`, which callers cannot loosen) and skills mounted from the
 * enabled-only projection of the caller (SPEC §6.4).
 */
export function agentExecutionPolicy(
  execution: GatewayConfig['execution'],
  catalog: SkillCatalog,
  userId: string,
): ExecutionPolicy {
  return {
    sandbox: execution.sandbox,
    requireSandbox: execution.requireSandbox,
    allowNetwork: execution.allowNetwork,
    skillMount: (skill) => catalog.projectedSkill(skill, userId),
  };
}
