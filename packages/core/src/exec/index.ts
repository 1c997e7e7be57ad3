/**
 * Running skills (SPEC §6): execute_skill for compute-entry skills and the lower-level sandboxed command
 * runner for the agent's bash tool. Both share one containment path (run-contained.ts).
 */
export { buildChildEnv, type ChildEnvInput, ENV_ALLOW_LIST } from './build-child-env.js';
export {
  type CheckSystemDependenciesOptions,
  checkSystemDependencies,
  type PrepareSkillEnvironmentOptions,
  prepareSkillEnvironment,
  type SkillEnvironmentResult,
  type SystemDependencyReport,
  type SystemDependencyStatus,
} from './dependencies/index.js';
export { DEFAULT_EXEC_LIMITS, type ExecLimits } from './exec-limits.js';
export { DEFAULT_MAX_LOG_BYTES, DEFAULT_MAX_OUTPUT_BYTES } from './exec-options.js';
export {
  type ExecuteSkillOptions,
  type ExecutionAuditEvent,
  type ExecutionResult,
  executeSkill,
} from './execute-skill.js';
export {
  createProjection,
  environmentMounts,
  type ProjectedSkill,
  type Projection,
  type ProjectionLease,
  type ProjectionScope,
  type ProjectionState,
  type ProjectionUpdate,
  type SkillMount,
} from './projection/index.js';
export { resolveSandbox, SANDBOX_MODES, type SandboxMode } from './resolve-sandbox.js';
export { type CommandResult, type RunCommandOptions, runSandboxedCommand } from './run-sandboxed-command.js';
export {
  createSandboxPool,
  type SandboxPool,
  type SandboxPoolOptions,
  type SandboxPoolStats,
} from './sandbox-pool.js';
export {
  type RunSkillSetupOptions,
  runSkillSetup,
  SETUP_TIMEOUT_MS,
  type SkillSetupResult,
} from './setup/index.js';
export { validateSkillInput } from './validate-skill-input.js';
